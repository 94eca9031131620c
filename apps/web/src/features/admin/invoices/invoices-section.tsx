import { type AdminInvoiceRow, adminInvoiceIssue, adminInvoiceList, adminInvoiceVoid } from "@taxlearn/api/admin";
import { Button } from "@taxlearn/ui";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useUrlState } from "../../../hooks/use-url-state";
import * as styles from "../admin.css";
import { ADMIN_TEXT, INVOICE_STATUS_LABELS } from "../admin.messages";
import { maskedPhone, when } from "../admin-format";
import { ConsoleTable, RowActions, RowButton } from "../console-table";
import { choicesWithAll, SelectField } from "../content-form";
import { useRowAction } from "../use-row-action";

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
  const list = useApiQuery(
    (client) =>
      client.call(adminInvoiceList, {
        page: filters.page,
        pageSize: PAGE_SIZE,
        ...(filters.status ? { status: filters.status } : {}),
      }),
    [filters.status, filters.page],
  );
  const action = useRowAction(list.retry);
  // both buttons of the row wait while either runs
  const act = (row: AdminInvoiceRow, kind: "issue" | "void") =>
    action.run((api) => api.call(kind === "issue" ? adminInvoiceIssue : adminInvoiceVoid, { id: row.id }), {
      confirm: {
        title: kind === "issue" ? T.issue : T.void,
        message: kind === "issue" ? T.confirmIssue(row.id) : T.confirmVoid(row.id),
      },
      key: String(row.id),
    });

  return (
    <div className={styles.stack}>
      <div className={styles.filters}>
        <SelectField
          label={ADMIN_TEXT.status}
          value={filters.status}
          onChange={(status) => setFilters({ status: status as InvoiceFilters["status"], page: 1 })}
          options={choicesWithAll(INVOICE_STATUS_LABELS)}
        />
      </div>
      <QueryView query={list}>
        {(data) => (
          <ConsoleTable
            caption={T.list}
            emptyText={T.none}
            columns={[
              { key: "id", title: T.applicationNo, cell: (row) => row.id },
              { key: "user", title: ADMIN_TEXT.user, cell: (row) => maskedPhone(row.phone) },
              {
                key: "buyer",
                title: T.buyer,
                cell: (row) => (row.buyerTaxNo ? ADMIN_TEXT.withNote(row.buyerName, row.buyerTaxNo) : row.buyerName),
              },
              { key: "amount", title: ADMIN_TEXT.amount, cell: (row) => `¥${row.amount}` },
              {
                key: "status",
                title: ADMIN_TEXT.status,
                cell: (row) => INVOICE_STATUS_LABELS[row.status] ?? String(row.status),
              },
              { key: "number", title: T.number, cell: (row) => row.invoiceNumber ?? "—" },
              { key: "appliedAt", title: T.appliedAt, cell: (row) => when(row.appliedAt) },
              {
                key: "action",
                title: ADMIN_TEXT.action,
                cell: (row) => (
                  <RowActions>
                    {row.status === 1 ? (
                      <Button size="small" loading={action.busy(String(row.id))} onClick={() => act(row, "issue")}>
                        {T.issue}
                      </Button>
                    ) : null}
                    {row.status !== 3 ? (
                      <RowButton disabled={action.busy(String(row.id))} onClick={() => act(row, "void")}>
                        {T.void}
                      </RowButton>
                    ) : null}
                  </RowActions>
                ),
              },
            ]}
            items={data.list}
            rowKey={(row) => String(row.id)}
            paging={{
              total: data.total,
              page: filters.page,
              pageSize: PAGE_SIZE,
              onPageChange: (page) => setFilters({ ...filters, page }),
            }}
          />
        )}
      </QueryView>
    </div>
  );
}
