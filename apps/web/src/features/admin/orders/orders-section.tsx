import { ADMIN_ORDER_EXPORT_PATH, adminOrderList } from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextField, useToast } from "@taxlearn/ui";
import { type FormEvent, useCallback, useState } from "react";
import { Link, Route, Routes } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useUrlState } from "../../../hooks/use-url-state";
import { useServices } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT, ORDER_STATUS_LABELS } from "../admin.messages";
import { maskedPhone, when } from "../admin-format";
import { downloadCsv } from "../download-csv";
import { OrderDetail } from "./order-detail";

interface OrderFilters {
  status: string;
  from: string;
  to: string;
  phone: string;
  tradeNo: string;
  page: number;
}

const FIELDS = ["status", "from", "to", "phone", "tradeNo"] as const;

const parse = (params: URLSearchParams): OrderFilters => ({
  status: params.get("status") ?? "",
  from: params.get("from") ?? "",
  to: params.get("to") ?? "",
  phone: params.get("phone") ?? "",
  tradeNo: params.get("tradeNo") ?? "",
  page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
});

const serialize = (filters: OrderFilters): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of FIELDS) if (filters[key]) params.set(key, filters[key]);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
};

/** The filters as the API takes them (empty ones left out). */
const query = (filters: OrderFilters): Record<string, string> =>
  Object.fromEntries(FIELDS.filter((key) => filters[key] !== "").map((key) => [key, filters[key].trim()]));

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
  const [filters, setFilters] = useUrlState(parse, serialize);
  const [draft, setDraft] = useState(filters);
  const { storage } = useServices();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const orders = useApiQuery(
    (api) => api.call(adminOrderList, { ...query(filters), page: filters.page, pageSize: PAGE_SIZE }),
    [serialize(filters).toString()],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };
  const reset = () => {
    const empty = parse(new URLSearchParams());
    setDraft(empty);
    setFilters(empty);
  };
  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const params = new URLSearchParams(query(filters));
      const result = await downloadCsv(`${ADMIN_ORDER_EXPORT_PATH}?${params}`, "订单.csv", storage);
      if (!result.ok) toast.error(result.msg ?? ADMIN_TEXT.exportFailed);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setExporting(false);
    }
  }, [filters, storage, toast]);

  const set = (key: keyof OrderFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <div className={styles.stack}>
      <form className={styles.filters} onSubmit={submit} aria-label={ADMIN_TEXT.filter}>
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
          <Button type="button" tone="secondary" onClick={reset}>
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
                { key: "tradeNo", title: ADMIN_TEXT.tradeNo },
                { key: "user", title: ADMIN_TEXT.user },
                { key: "product", title: ADMIN_TEXT.product },
                { key: "amount", title: ADMIN_TEXT.amount },
                { key: "status", title: ADMIN_TEXT.status },
                { key: "createdAt", title: ADMIN_TEXT.createdAt },
              ]}
              rows={data.list.map((order) => ({
                key: order.tradeNo,
                cells: {
                  tradeNo: (
                    <Link className={styles.link} to={`/admin/orders/${order.tradeNo}`}>
                      {order.tradeNo}
                    </Link>
                  ),
                  user: `${order.username}（${maskedPhone(order.phone)}）`,
                  product: order.productName,
                  amount: `¥${order.amount}`,
                  status: ORDER_STATUS_LABELS[order.status] ?? order.status,
                  createdAt: when(order.createdAt),
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
