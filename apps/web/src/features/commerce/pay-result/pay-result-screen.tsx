import type { OrderData } from "@taxlearn/api";
import { formatPrice, isPayable } from "@taxlearn/core";
import { Button, ButtonLink, PageColumn } from "@taxlearn/ui";
import { useEffect, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { useApi } from "../../../lib/api/app-services";
import { COMMERCE_TEXT } from "../commerce.messages";
import { ClosedOrder } from "../place-order/payment-session";
import { useOrderPayment } from "../place-order/use-order-payment";
import * as styles from "../shared/commerce.css";
import { CommerceEmpty } from "../shared/commerce-empty";
import { ORDERS_PATH, placeOrderPath, successPath } from "../shared/commerce-paths";
import { currentPayFrom } from "../shared/pay-from";
import { pendingPayment } from "../shared/pending-payment";
import { useUserId } from "../shared/use-user-id";

/**
 * /pay/result?tradeNo=…: where WeChat Pay H5, Alipay WAP (and WeChat's wallet) send the learner back. Whatever the
 * provider said on the way back — or nothing — the server's verifyStatus decides: checked at once, then with the
 * payment machine's back-off until paid or the order's deadline. Without `tradeNo` it is the order this tab left
 * to pay.
 */
export default function PayResultScreen() {
  const [params] = useSearchParams();
  const [remembered] = useState(pendingPayment);
  const tradeNo = params.get("tradeNo")?.trim() || remembered || "";
  if (!tradeNo) {
    return (
      <CommerceEmpty
        pageTitle={COMMERCE_TEXT.payResultTitle}
        title={COMMERCE_TEXT.missingOrder}
        description={COMMERCE_TEXT.missingOrderHint}
        href={ORDERS_PATH}
        label={COMMERCE_TEXT.toOrders}
      />
    );
  }
  return <PayResult tradeNo={tradeNo} />;
}

function PayResult({ tradeNo }: { tradeNo: string }) {
  const detail = useApiQuery((api) => api.orderDetail({ tradeNo }), [tradeNo]);
  const userId = useUserId();
  if (detail.status === "error" && detail.code === 404) {
    return (
      <CommerceEmpty
        pageTitle={COMMERCE_TEXT.payResultTitle}
        title={detail.message}
        description={COMMERCE_TEXT.orderNotFoundHint}
        href={ORDERS_PATH}
        label={COMMERCE_TEXT.toOrders}
      />
    );
  }
  return (
    <PageColumn className={styles.page}>
      <PageHeading title={COMMERCE_TEXT.payResultTitle} />
      <QueryView query={detail} errorTitle={COMMERCE_TEXT.loadFailed}>
        {(order) => {
          if (!isPayable(order.status) && order.status !== "closed")
            return <Navigate to={successPath(order.tradeNo)} replace />;
          if (order.status === "closed")
            return (
              <div className={styles.payment}>
                <ClosedOrder order={order} />
              </div>
            );
          return userId === null ? null : <ResultChecks order={order} userId={userId} />;
        }}
      </QueryView>
    </PageColumn>
  );
}

function ResultChecks({ order, userId }: { order: OrderData; userId: number }) {
  const api = useApi();
  const navigate = useNavigate();
  const onNavigate = useNavigateHandler();
  const [startedAt] = useState(() => Date.now());
  const [from] = useState(currentPayFrom);
  const view = useOrderPayment({
    api,
    order,
    payType: order.payType,
    userId,
    now: startedAt,
    from,
    returnTo: placeOrderPath(order.tradeNo),
    returned: true,
  });
  useEffect(() => {
    if (view.status === "paid") navigate(successPath(order.tradeNo), { replace: true });
  }, [view.status, navigate, order.tradeNo]);

  const closed = view.status === "expired" || view.status === "cancelled";
  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-live="polite">
      <h2 className={styles.sectionTitle}>
        {view.status === "failed" ? COMMERCE_TEXT.payResultTitle : COMMERCE_TEXT.payResultPending}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{COMMERCE_TEXT.product}</dt>
        <dd className={styles.value}>{order.productName}</dd>
        <dt className={styles.term}>{COMMERCE_TEXT.amount}</dt>
        <dd className={styles.value}>{formatPrice(order.amount)}</dd>
        <dt className={styles.term}>{COMMERCE_TEXT.orderNo}</dt>
        <dd className={styles.value}>{order.tradeNo}</dd>
      </dl>
      {view.failure ? (
        <p className={styles.formError} role="alert">
          {view.failure}
        </p>
      ) : closed ? (
        <p className={styles.formError}>{COMMERCE_TEXT.orderClosed}</p>
      ) : (
        <p className={styles.muted}>
          {view.checking ? COMMERCE_TEXT.checkingPayment : COMMERCE_TEXT.payResultPendingHint}
        </p>
      )}
      <div className={styles.actions}>
        {view.status === "awaitingPayment" ? (
          <>
            <Button onClick={view.confirmPaid} loading={view.checking}>
              {COMMERCE_TEXT.iHavePaid}
            </Button>
            <ButtonLink href={placeOrderPath(order.tradeNo)} onNavigate={onNavigate} tone="neutral">
              {COMMERCE_TEXT.continuePayment}
            </ButtonLink>
          </>
        ) : null}
        <ButtonLink href={ORDERS_PATH} onNavigate={onNavigate} tone="neutral">
          {COMMERCE_TEXT.toOrders}
        </ButtonLink>
      </div>
    </section>
  );
}
