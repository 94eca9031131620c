import { isPayable } from "@taxlearn/core";
import { PageColumn } from "@taxlearn/ui";
import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { COMMERCE_TEXT } from "../commerce.messages";
import * as styles from "../shared/commerce.css";
import { CommerceEmpty } from "../shared/commerce-empty";
import { ORDERS_PATH, successPath } from "../shared/commerce-paths";
import { payTypeOf } from "../shared/pay-type";
import { useUserId } from "../shared/use-user-id";
import { ClosedOrder, PaymentSession } from "./payment-session";

/**
 * /vip/placeOrder?tradeNo=…: pays an order created on /vip/payment (or continued from /center/order) — VIP and
 * course purchases alike. The footer is hidden here (core pageFrame, spec §2).
 */
export default function PlaceOrderScreen() {
  const [params] = useSearchParams();
  const tradeNo = params.get("tradeNo")?.trim() ?? "";
  if (!tradeNo) {
    return (
      <CommerceEmpty
        pageTitle={COMMERCE_TEXT.placeOrderTitle}
        title={COMMERCE_TEXT.missingOrder}
        description={COMMERCE_TEXT.missingOrderHint}
        href={ORDERS_PATH}
        label={COMMERCE_TEXT.toOrders}
      />
    );
  }
  // back from WeChat's silent authorisation (the server appends wxAuth=ok|failed)
  return <PlaceOrder tradeNo={tradeNo} wechatAuthFailed={params.get("wxAuth") === "failed"} />;
}

function PlaceOrder({ tradeNo, wechatAuthFailed }: { tradeNo: string; wechatAuthFailed: boolean }) {
  const detail = useApiQuery((api) => api.orderDetail({ tradeNo }), [tradeNo]);
  const userId = useUserId();
  const [attempt, setAttempt] = useState(0);
  const [payType, setPayType] = useState<number | null>(null);
  if (detail.status === "error" && detail.code === 404) {
    return (
      <CommerceEmpty
        pageTitle={COMMERCE_TEXT.placeOrderTitle}
        title={detail.message}
        description={COMMERCE_TEXT.orderNotFoundHint}
        href={ORDERS_PATH}
        label={COMMERCE_TEXT.toOrders}
      />
    );
  }
  return (
    <PageColumn className={styles.page}>
      <QueryView query={detail} errorTitle={COMMERCE_TEXT.loadFailed}>
        {(order) => {
          // paid already (e.g. this page reloaded after paying): the purchase result
          if (!isPayable(order.status) && order.status !== "closed")
            return <Navigate to={successPath(order.tradeNo)} replace />;
          return (
            <>
              <PageHeading title={COMMERCE_TEXT.placeOrderTitle} subtitle={order.productName} />
              {order.status === "closed" ? (
                <div className={styles.payment}>
                  <ClosedOrder order={order} />
                </div>
              ) : userId === null ? null : (
                <PaymentSession
                  key={`${attempt}-${payType ?? order.payType}`}
                  order={order}
                  payType={payType ?? order.payType}
                  userId={userId}
                  wechatAuthFailed={wechatAuthFailed && attempt === 0}
                  onSwitchMethod={(kind) => setPayType(payTypeOf(kind))}
                  onRetry={() => setAttempt((n) => n + 1)}
                />
              )}
            </>
          );
        }}
      </QueryView>
    </PageColumn>
  );
}
