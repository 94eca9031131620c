import { ADMIN_ORDER_EXPORT_PATH, adminOrderList } from "@taxlearn/api/admin";
import { Button, TextField, useToast } from "@taxlearn/ui";
import { useCallback, useState } from "react";
import { Route, Routes } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useServices } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT, ORDER_STATUS_LABELS } from "../admin.messages";
import { maskedPhone } from "../admin-format";
import { ConsoleTable } from "../console-table";
import { choicesWithAll, SelectField } from "../content-form";
import { downloadCsv } from "../download-csv";
import { FilterForm } from "../search-form";
import { filterFields, useFilteredList } from "../use-filter-form";
import { ORDER_COLUMNS } from "./order-cells";
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
  const orders = useFilteredList(FILTERS, (api, { query, page }) =>
    api.call(adminOrderList, { ...query, page, pageSize: PAGE_SIZE }),
  );
  const { filters, draft, set } = orders;
  const { storage } = useServices();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
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
      <FilterForm
        onSubmit={orders.submit}
        onReset={orders.reset}
        extra={
          <Button type="button" tone="secondary" loading={exporting} onClick={exportCsv}>
            {exporting ? ADMIN_TEXT.exporting : ADMIN_TEXT.exportCsv}
          </Button>
        }
      >
        <SelectField
          label={ADMIN_TEXT.status}
          value={draft.status}
          onChange={set("status")}
          options={choicesWithAll(ORDER_STATUS_LABELS)}
        />
        <TextField label={ADMIN_TEXT.from} type="date" value={draft.from} onChange={set("from")} />
        <TextField label={ADMIN_TEXT.to} type="date" value={draft.to} onChange={set("to")} />
        <TextField label={ADMIN_TEXT.phone} inputMode="numeric" value={draft.phone} onChange={set("phone")} />
        <TextField label={ADMIN_TEXT.tradeNo} value={draft.tradeNo} onChange={set("tradeNo")} />
      </FilterForm>
      <QueryView query={orders.list}>
        {(data) => (
          <ConsoleTable
            caption={ADMIN_TEXT.tradeNo}
            emptyText={ADMIN_TEXT.noOrders}
            columns={[
              ORDER_COLUMNS.tradeNo,
              {
                key: "user",
                title: ADMIN_TEXT.user,
                cell: (order) => ADMIN_TEXT.withNote(order.username, maskedPhone(order.phone)),
              },
              ORDER_COLUMNS.product,
              ORDER_COLUMNS.amount,
              ORDER_COLUMNS.status,
              ORDER_COLUMNS.createdAt,
            ]}
            items={data.list}
            rowKey={(order) => order.tradeNo}
            paging={{ total: data.total, page: filters.page, pageSize: PAGE_SIZE, onPageChange: orders.setPage }}
          />
        )}
      </QueryView>
    </div>
  );
}
