import type { OrderData } from "@taxlearn/api";
import { formatStartTime, type OrderStatus } from "@taxlearn/core";
import { COMMERCE_UI_TEXT, EmptyState, FilterChips, OrderRow, Pagination, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { usePageHref } from "../../../hooks/use-page-href";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { COMMERCE_TEXT } from "../commerce.messages";
import * as styles from "../shared/commerce.css";
import { productPathOf } from "../shared/commerce-paths";
import { OrderActions, orderNote } from "./order-actions";
import { parseOrderListQuery, serializeOrderListQuery } from "./order-list-query";
import { RefundDialog } from "./refund-dialog";

const STATUS_FILTERS: ReadonlyArray<{ value: OrderStatus | "all"; label: string }> = [
  { value: "all", label: COMMERCE_TEXT.allOrders },
  { value: "created", label: COMMERCE_UI_TEXT.orderStatus.created },
  { value: "paid", label: COMMERCE_UI_TEXT.orderStatus.paid },
  { value: "closed", label: COMMERCE_UI_TEXT.orderStatus.closed },
  { value: "refunding", label: COMMERCE_UI_TEXT.orderStatus.refunding },
  { value: "refunded", label: COMMERCE_UI_TEXT.orderStatus.refunded },
];

/** /center/order (route name `order`): the learner's orders, paginated, with what each allows. */
export default function OrderScreen() {
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const onNavigate = useNavigateHandler();
  const [params, setParams] = useSearchParams();
  const query = parseOrderListQuery(params);
  const [version, setVersion] = useState(0);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<OrderData | null>(null);
  const orders = useApiQuery(
    (client) =>
      client.orderList({
        page: query.page,
        pageSize: query.pageSize,
        ...(query.status ? { status: query.status } : {}),
      }),
    [query.page, query.pageSize, query.status, version],
  );
  const setQuery = (next: typeof query) => setParams(serializeOrderListQuery(next));
  const pageHref = usePageHref();
  const reload = () => setVersion((n) => n + 1);

  const cancel = async (order: OrderData) => {
    const answer = await messageBox.confirm({ title: COMMERCE_TEXT.cancelOrder, message: COMMERCE_TEXT.cancelConfirm });
    if (answer.action !== "confirm") return;
    setCancelling(order.tradeNo);
    try {
      const result = await api.orderCancel({ tradeNo: order.tradeNo });
      if (!result.success) toast.error(result.msg);
      else if (result.data.status === "paid") toast.success(COMMERCE_TEXT.alreadyPaid);
      else toast.success(COMMERCE_TEXT.cancelled);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setCancelling(null);
      reload();
    }
  };

  return (
    <div className={styles.section}>
      <PageHeading title={COMMERCE_TEXT.ordersTitle} />
      <FilterChips
        label={COMMERCE_TEXT.statusFilter}
        options={STATUS_FILTERS}
        value={query.status ?? "all"}
        onChange={(value) => setQuery({ ...query, page: 1, status: value === "all" ? null : value })}
      />
      <QueryView query={orders} errorTitle={COMMERCE_TEXT.loadFailed}>
        {(page) =>
          page.list.length === 0 ? (
            <EmptyState title={COMMERCE_TEXT.ordersEmpty} description={COMMERCE_TEXT.ordersEmptyHint} />
          ) : (
            <>
              <ul className={styles.list}>
                {page.list.map((order) => (
                  <li key={order.tradeNo}>
                    <OrderRow
                      order={{
                        tradeNo: order.tradeNo,
                        productName: order.productName,
                        productKind: COMMERCE_TEXT.kind[order.productKind],
                        amount: order.amount,
                        status: order.status,
                        createdAt: formatStartTime(order.createdAt),
                      }}
                      productHref={productPathOf(order)}
                      onNavigate={onNavigate}
                      note={orderNote(order)}
                      actions={
                        <OrderActions
                          order={order}
                          busy={cancelling === order.tradeNo}
                          onCancel={cancel}
                          onRefund={setRefunding}
                        />
                      }
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                total={page.total}
                page={query.page}
                pageSize={query.pageSize}
                onPageChange={(next) => setQuery({ ...query, page: next })}
                pageHref={pageHref}
                onPageSizeChange={(size) => setQuery({ ...query, page: 1, pageSize: size })}
              />
            </>
          )
        }
      </QueryView>
      <RefundDialog
        order={refunding}
        onClose={() => setRefunding(null)}
        onRequested={() => {
          setRefunding(null);
          toast.success(COMMERCE_TEXT.refundRequested);
          reload();
        }}
      />
    </div>
  );
}
