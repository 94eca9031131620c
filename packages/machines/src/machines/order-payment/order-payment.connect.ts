import type { SnapshotFrom } from "xstate";
import type { orderPaymentMachine } from "./order-payment.machine";
import type { OrderPaymentEvent, OrderPaymentView } from "./order-payment.types";

export function connectOrderPayment(
  snapshot: SnapshotFrom<typeof orderPaymentMachine>,
  send: (event: OrderPaymentEvent) => void,
): OrderPaymentView {
  const finals = ["paid", "failed", "expired", "cancelled"] as const;
  const final = finals.find((state) => snapshot.matches(state));
  return {
    status: final ?? (snapshot.matches("awaitingPayment") ? "awaitingPayment" : "creating"),
    qrCode: snapshot.matches("awaitingPayment") ? snapshot.context.qrCode : null,
    checking: snapshot.matches({ awaitingPayment: "checking" }),
    failure: snapshot.context.failure,
    confirmPaid: () => send({ type: "PAY.CONFIRM" }),
    cancel: () => send({ type: "PAY.CANCEL" }),
  };
}
