import { type AdminInvoiceRow, adminInvoiceIssue, adminInvoiceList, adminInvoiceVoid } from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useUrlState } from "../../../hooks/use-url-state";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT, INVOICE_STATUS_LABELS } from "../admin.messages";
import { maskedPhone, when } from "../admin-format";

const T = ADMIN_TEXT.invoices;
const PAGE_SIZE = 20;

interface InvoiceFilters {
  status: "" | "1" | "2" | "3";
  page: number;
}
const parse = (params: URLSearchParams): InvoiceFilters => {
  const status = params.get("status");
  return {
    status: status === "1" || status === "2" || status === "3" ? status : "",
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
};
const serialize = (filters: InvoiceFilters) => {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
};

/** /admin/invoices (finance): applications by status; a pending one is issued (number, PDF), any live one voided. */
export default function InvoicesSection() {
  const [filters, setFilters] = useUrlState(parse, serialize);
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const [busy, setBusy] = useState<number | null>(null);
  const list = useApiQuery(
    (client) =>
      client.call(adminInvoiceList, {
        page: filters.page,
        pageSize: PAGE_SIZE,
        ...(filters.status ? { status: filters.status } : {}),
      }),
    [filters.status, filters.page],
  );

  const act = async (row: AdminInvoiceRow, action: "issue" | "void") => {
    const answer = await messageBox.confirm({
      title: action === "issue" ? T.issue : T.void,
      message: action === "issue" ? T.confirmIssue(row.id) : T.confirmVoid(row.id),
    });
    if (answer.action !== "confirm") return;
    setBusy(row.id);
    try {
      const result = await api.call(action === "issue" ? adminInvoiceIssue : adminInvoiceVoid, { id: row.id });
      if (result.success) toast.success(result.msg);
      else toast.error(result.msg);
      list.retry();
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.stack}>
      <div className={styles.filters}>
        <label className={styles.field}>
          <span className={styles.label}>{ADMIN_TEXT.status}</span>
          <select
            className={styles.select}
            value={filters.status}
            onChange={(e) => setFilters({ status: e.target.value as InvoiceFilters["status"], page: 1 })}
          >
            <option value="">{ADMIN_TEXT.all}</option>
            {Object.entries(INVOICE_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryView query={list}>
        {(data) => (
          <>
            <AdminTable
              caption={T.list}
              emptyText={T.none}
              columns={[
                { key: "id", title: T.applicationNo },
                { key: "user", title: ADMIN_TEXT.user },
                { key: "buyer", title: T.buyer },
                { key: "amount", title: ADMIN_TEXT.amount },
                { key: "status", title: ADMIN_TEXT.status },
                { key: "number", title: T.number },
                { key: "appliedAt", title: T.appliedAt },
                { key: "action", title: ADMIN_TEXT.action },
              ]}
              rows={data.list.map((row) => ({
                key: String(row.id),
                cells: {
                  id: row.id,
                  user: maskedPhone(row.phone),
                  buyer: row.buyerTaxNo ? ADMIN_TEXT.withNote(row.buyerName, row.buyerTaxNo) : row.buyerName,
                  amount: `¥${row.amount}`,
                  status: INVOICE_STATUS_LABELS[row.status] ?? String(row.status),
                  number: row.invoiceNumber ?? "—",
                  appliedAt: when(row.appliedAt),
                  action: (
                    <div className={styles.actions}>
                      {row.status === 1 ? (
                        <Button size="small" loading={busy === row.id} onClick={() => act(row, "issue")}>
                          {T.issue}
                        </Button>
                      ) : null}
                      {row.status !== 3 ? (
                        <Button
                          size="small"
                          tone="secondary"
                          disabled={busy === row.id}
                          onClick={() => act(row, "void")}
                        >
                          {T.void}
                        </Button>
                      ) : null}
                    </div>
                  ),
                },
              }))}
            />
            <Pagination
              total={data.total}
              page={filters.page}
              pageSize={PAGE_SIZE}
              onPageChange={(page) => setFilters({ ...filters, page })}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
