export { connectOrderPayment } from "./order-payment.connect";
export { orderPaymentMachine } from "./order-payment.machine";
export { pollDelayMs } from "./order-payment.rules";
export {
  type CreatedOrder,
  DEFAULT_PAYMENT_TIMINGS,
  type OrderClosing,
  type OrderPaymentContext,
  type OrderPaymentEvent,
  type OrderPaymentInput,
  type OrderPaymentView,
  type PayableOrder,
  type PaymentCode,
  type PaymentError,
  type PaymentStatus,
  type PaymentTimings,
  type WalletOutcome,
  type WalletRequest,
} from "./order-payment.types";
