import type { OrderData } from "@taxlearn/api";
import { isPayable } from "@taxlearn/core";
import { Button, ButtonLink } from "@taxlearn/ui";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { COMMERCE_TEXT } from "../commerce.messages";
import { invoiceApplyPath, placeOrderPath } from "../shared/commerce-paths";

export interface OrderActionsProps {
  order: OrderData;
  /** the order being cancelled (its button busy) */
  busy: boolean;
  onCancel: (order: OrderData) => void;
  onRefund: (order: OrderData) => void;
}

/** What the learner can do with an order as its state allows: pay or cancel it unpaid; refund or invoice it paid. */
export function OrderActions({ order, busy, onCancel, onRefund }: OrderActionsProps) {
  const onNavigate = useNavigateHandler();
  const label = (action: string) => `${action} ${order.tradeNo}`;
  if (isPayable(order.status)) {
    return (
      <>
        <Button
          tone="neutral"
          size="small"
          loading={busy}
          onClick={() => onCancel(order)}
          aria-label={label(COMMERCE_TEXT.cancelOrder)}
        >
          {COMMERCE_TEXT.cancelOrder}
        </Button>
        <ButtonLink
          href={placeOrderPath(order.tradeNo)}
          onNavigate={onNavigate}
          size="small"
          aria-label={label(COMMERCE_TEXT.continuePay)}
        >
          {COMMERCE_TEXT.continuePay}
        </ButtonLink>
      </>
    );
  }
  if (order.status !== "paid") return null;
  return (
    <>
      {order.refundable ? (
        <Button
          tone="neutral"
          size="small"
          onClick={() => onRefund(order)}
          aria-label={label(COMMERCE_TEXT.requestRefund)}
        >
          {COMMERCE_TEXT.requestRefund}
        </Button>
      ) : null}
      {order.invoiced ? (
        <Button tone="muted" size="small" disabled>
          {COMMERCE_TEXT.invoiced}
        </Button>
      ) : (
        <ButtonLink
          href={invoiceApplyPath(order.tradeNo)}
          onNavigate={onNavigate}
          tone="secondary"
          size="small"
          aria-label={label(COMMERCE_TEXT.applyInvoice)}
        >
          {COMMERCE_TEXT.applyInvoice}
        </ButtonLink>
      )}
    </>
  );
}

/** The line under an order: why it cannot be refunded (a paid one), or the refund's reason. */
export function orderNote(order: OrderData): string | null {
  if (order.refund && (order.status === "refunding" || order.status === "refunded"))
    return COMMERCE_TEXT.refundReasonShown(order.refund.reason);
  if (order.status === "paid" && !order.refundable && order.refundBlockedReason)
    return COMMERCE_TEXT.refundNotAllowed(order.refundBlockedReason);
  return null;
}
