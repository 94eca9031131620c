import type { SnapshotFrom } from "xstate";
import type { orderPaymentMachine } from "./order-payment.machine";
import type { OrderPaymentEvent, OrderPaymentView } from "./order-payment.types";

type Snapshot = SnapshotFrom<typeof orderPaymentMachine>;

function statusOf(snapshot: Snapshot): OrderPaymentView["status"] {
  const finals = ["paid", "failed", "expired", "cancelled"] as const;
  const final = finals.find((state) => snapshot.matches(state));
  if (final) return final;
  if (snapshot.context.closing === "cancel") return "cancelling";
  if (snapshot.context.closing === "deadline") return "expiring";
  if (snapshot.matches({ ordered: "awaitingPayment" })) return "awaitingPayment";
  if (snapshot.matches({ ordered: "inWallet" })) return "inWallet";
  if (snapshot.matches({ ordered: "walletDeclined" })) return "walletDeclined";
  return "preparing";
}

export function connectOrderPayment(snapshot: Snapshot, send: (event: OrderPaymentEvent) => void): OrderPaymentView {
  const status = statusOf(snapshot);
  const code = snapshot.context.code;
  return {
    status,
    qrCode: status === "awaitingPayment" && code?.flow === "qr" ? code.qrCode : null,
    paymentUrl: status === "awaitingPayment" && code?.flow === "redirect" ? code.url : null,
    walletOutcome: status === "walletDeclined" ? snapshot.context.walletOutcome : null,
    checking:
      snapshot.matches({ ordered: { awaitingPayment: "verifying" } }) ||
      snapshot.matches({ ordered: { closing: "checking" } }),
    notYetPaid: status === "awaitingPayment" && snapshot.context.confirmation === "notYetPaid",
    failure: snapshot.context.failure,
    confirmPaid: () => send({ type: "PAY.CONFIRM" }),
    cancel: () => send({ type: "PAY.CANCEL" }),
    retry: () => send({ type: "PAY.RETRY" }),
  };
}
