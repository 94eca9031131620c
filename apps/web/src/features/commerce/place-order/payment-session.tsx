import type { OrderData } from "@taxlearn/api";
import {
  Button,
  ButtonLink,
  COMMERCE_UI_TEXT,
  type PayMethodKind,
  PayMethodPicker,
  PaymentQrPanel,
  type PaymentQrPanelStatus,
} from "@taxlearn/ui";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { useApi } from "../../../lib/api/app-services";
import { COMMERCE_TEXT } from "../commerce.messages";
import * as styles from "../shared/commerce.css";
import { ORDERS_PATH, paymentPath, placeOrderPath, purchaseTargetOf, successPath } from "../shared/commerce-paths";
import { currentPayFrom } from "../shared/pay-from";
import { payMethodOf } from "../shared/pay-type";
import { PhonePaymentPanel } from "./phone-payment-panel";
import { useOrderPayment } from "./use-order-payment";
import { useRemainingSeconds } from "./use-remaining-seconds";

export interface PaymentSessionProps {
  order: OrderData;
  payType: number;
  userId: number;
  /** back from WeChat's authorisation without the openid (`wxAuth=failed`) */
  wechatAuthFailed?: boolean;
  /** pay with the other wallet: a fresh QR for the same order */
  onSwitchMethod: (kind: PayMethodKind) => void;
  /** ask for the same order's QR again (after the gateway was down) */
  onRetry: () => void;
}

const isWebAddress = (text: string | null): text is string => text !== null && /^https?:\/\//i.test(text);

/** One attempt at paying an order: the QR, the countdown and the checks; paid → the success page. */
export function PaymentSession({
  order,
  payType,
  userId,
  wechatAuthFailed = false,
  onSwitchMethod,
  onRetry,
}: PaymentSessionProps) {
  const api = useApi();
  const navigate = useNavigate();
  const onNavigate = useNavigateHandler();
  const [startedAt] = useState(() => Date.now());
  // the device decides once per attempt: a phone never gets only a QR
  const [from] = useState(currentPayFrom);
  const view = useOrderPayment({
    api,
    order,
    payType,
    userId,
    now: startedAt,
    from,
    returnTo: placeOrderPath(order.tradeNo),
    wechatAuthFailed,
  });
  const remaining = useRemainingSeconds(order.expiresAt);
  // the deadline passed unpaid: the order is closed at once (the server's own sweep would close it within a
  // minute); a payment that raced the deadline is answered paid and still counts
  const [closing, setClosing] = useState<"closing" | "closed" | null>(null);

  useEffect(() => {
    if (view.status === "paid") navigate(successPath(order.tradeNo), { replace: true });
  }, [view.status, navigate, order.tradeNo]);

  useEffect(() => {
    if (view.status !== "expired") return;
    let current = true;
    setClosing("closing");
    api.orderCancel({ tradeNo: order.tradeNo }).then(
      (result) => {
        if (!current) return;
        if (result.success && result.data.status === "paid") navigate(successPath(order.tradeNo), { replace: true });
        else setClosing("closed");
      },
      () => current && setClosing("closed"),
    );
    return () => {
      current = false;
    };
  }, [view.status, api, navigate, order.tradeNo]);

  const status: PaymentQrPanelStatus =
    view.status === "awaitingPayment"
      ? "awaiting"
      : view.status === "cancelling" || view.status === "expiring" || closing === "closing"
        ? "closing"
        : view.status === "expired"
          ? "expired"
          : view.status === "cancelled"
            ? "cancelled"
            : view.status === "failed"
              ? "failed"
              : "preparing";
  const method = payMethodOf(payType);
  const orderClosed = view.failure === COMMERCE_TEXT.orderClosed;
  const closedActions = <PayAgainActions order={order} />;

  const picker = (
    <PayMethodPicker
      value={method}
      onChange={(kind) => kind !== method && onSwitchMethod(kind)}
      legend={COMMERCE_TEXT.switchMethod}
    />
  );
  // paid on the phone itself: the provider's page, or WeChat's wallet (and what it said)
  const onPhone =
    view.status === "inWallet" ||
    view.status === "walletDeclined" ||
    (view.status === "awaitingPayment" && view.paymentUrl !== null);
  // a phone cannot scan its own screen: what went wrong is said without the QR panel's scan prompt
  const phoneNotice =
    from === "pc"
      ? null
      : status === "failed"
        ? (view.failure ?? "")
        : status === "expired"
          ? COMMERCE_UI_TEXT.expired
          : status === "cancelled"
            ? COMMERCE_UI_TEXT.cancelled
            : null;
  if (onPhone || phoneNotice !== null) {
    return (
      <div className={styles.payment}>
        {view.status === "walletDeclined" || status === "failed" ? picker : null}
        <PhonePaymentPanel
          view={view}
          method={method}
          amount={order.amount}
          orderNo={order.tradeNo}
          notice={phoneNotice}
          actions={
            status === "expired" || status === "cancelled" || orderClosed ? (
              closedActions
            ) : view.status === "walletDeclined" || status === "failed" ? (
              <>
                <Button onClick={view.status === "walletDeclined" ? view.retry : onRetry}>
                  {COMMERCE_TEXT.retryPay}
                </Button>
                <ButtonLink href={ORDERS_PATH} onNavigate={onNavigate} tone="neutral">
                  {COMMERCE_TEXT.toOrders}
                </ButtonLink>
              </>
            ) : null
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.payment}>
      {status === "awaiting" ? picker : null}
      <PaymentQrPanel
        status={status}
        method={method}
        codeUrl={view.qrCode}
        amount={order.amount}
        orderNo={order.tradeNo}
        remainingSeconds={remaining}
        checking={view.checking}
        notYetPaid={view.notYetPaid}
        failure={view.failure}
        scanPageHref={isWebAddress(view.qrCode) ? view.qrCode : null}
        onConfirmPaid={view.confirmPaid}
        actions={
          status === "expired" || status === "cancelled" || orderClosed ? (
            closedActions
          ) : status === "failed" ? (
            <>
              <Button onClick={onRetry}>{COMMERCE_TEXT.retryPay}</Button>
              <ButtonLink href={ORDERS_PATH} onNavigate={onNavigate} tone="neutral">
                {COMMERCE_TEXT.toOrders}
              </ButtonLink>
            </>
          ) : null
        }
      />
    </div>
  );
}

/** The ways on from a closed order: order the same product again, or the order list. */
function PayAgainActions({ order }: { order: OrderData }) {
  const onNavigate = useNavigateHandler();
  return (
    <>
      <ButtonLink href={paymentPath(purchaseTargetOf(order))} onNavigate={onNavigate}>
        {COMMERCE_TEXT.payAgain}
      </ButtonLink>
      <ButtonLink href={ORDERS_PATH} onNavigate={onNavigate} tone="neutral">
        {COMMERCE_TEXT.toOrders}
      </ButtonLink>
    </>
  );
}

/** An order that closed unpaid (found so on arrival): nothing to scan, a way to order again. */
export function ClosedOrder({ order }: { order: OrderData }) {
  return (
    <PaymentQrPanel
      status="expired"
      method={payMethodOf(order.payType)}
      codeUrl={null}
      amount={order.amount}
      orderNo={order.tradeNo}
      remainingSeconds={null}
      actions={<PayAgainActions order={order} />}
    />
  );
}
