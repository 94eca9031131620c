import { ADMIN_ORDER_EXPORT_PATH, adminOrderList } from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextField, useToast } from "@taxlearn/ui";
import { useCallback, useState } from "react";
import { Route, Routes } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useServices } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT, ORDER_STATUS_LABELS } from "../admin.messages";
import { maskedPhone } from "../admin-format";
import { downloadCsv } from "../download-csv";
import { filterFields, useFilterForm } from "../use-filter-form";
import { ORDER_COLUMNS, orderCells } from "./order-cells";
import { OrderDetail } from "./order-detail";

const FILTERS = filterFields(["status", "from", "to", "phone", "tradeNo"] as const);

/** /admin/orders (finance): the order list with its filters and CSV export; /admin/orders/<tradeNo> one order. */
export default function OrdersSection() {
  return (
    <Routes>
      <Route index element={<OrderList />} />
      <Route path=":tradeNo" element={<OrderDetail />} />
    </Routes>
  );
}

const PAGE_SIZE = 20;

function OrderList() {
  const form = useFilterForm(FILTERS);
  const { filters, draft, set } = form;
  const { storage } = useServices();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const orders = useApiQuery(
    (api) => api.call(adminOrderList, { ...FILTERS.query(filters), page: filters.page, pageSize: PAGE_SIZE }),
    [form.key],
  );
  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const params = new URLSearchParams(FILTERS.query(filters));
      const result = await downloadCsv(`${ADMIN_ORDER_EXPORT_PATH}?${params}`, ADMIN_TEXT.ordersCsv, storage);
      if (!result.ok) toast.error(result.msg ?? ADMIN_TEXT.exportFailed);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setExporting(false);
    }
  }, [filters, storage, toast]);

  return (
    <div className={styles.stack}>
      <form className={styles.filters} onSubmit={form.submit} aria-label={ADMIN_TEXT.filter}>
        <label className={styles.field}>
          <span className={styles.label}>{ADMIN_TEXT.status}</span>
          <select className={styles.select} value={draft.status} onChange={(e) => set("status")(e.target.value)}>
            <option value="">{ADMIN_TEXT.all}</option>
            {Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <TextField label={ADMIN_TEXT.from} type="date" value={draft.from} onChange={set("from")} />
        <TextField label={ADMIN_TEXT.to} type="date" value={draft.to} onChange={set("to")} />
        <TextField label={ADMIN_TEXT.phone} inputMode="numeric" value={draft.phone} onChange={set("phone")} />
        <TextField label={ADMIN_TEXT.tradeNo} value={draft.tradeNo} onChange={set("tradeNo")} />
        <div className={styles.filterActions}>
          <Button type="submit">{ADMIN_TEXT.filter}</Button>
          <Button type="button" tone="secondary" onClick={form.reset}>
            {ADMIN_TEXT.reset}
          </Button>
          <Button type="button" tone="secondary" loading={exporting} onClick={exportCsv}>
            {exporting ? ADMIN_TEXT.exporting : ADMIN_TEXT.exportCsv}
          </Button>
        </div>
      </form>
      <QueryView query={orders}>
        {(data) => (
          <>
            <AdminTable
              caption={ADMIN_TEXT.tradeNo}
              emptyText={ADMIN_TEXT.noOrders}
              columns={[
                ORDER_COLUMNS.tradeNo,
                { key: "user", title: ADMIN_TEXT.user },
                ORDER_COLUMNS.product,
                ORDER_COLUMNS.amount,
                ORDER_COLUMNS.status,
                ORDER_COLUMNS.createdAt,
              ]}
              rows={data.list.map((order) => ({
                key: order.tradeNo,
                cells: { ...orderCells(order), user: ADMIN_TEXT.withNote(order.username, maskedPhone(order.phone)) },
              }))}
            />
            <Pagination total={data.total} page={filters.page} pageSize={PAGE_SIZE} onPageChange={form.setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
