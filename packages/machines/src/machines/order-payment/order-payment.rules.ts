import type { OrderPaymentContext, PaymentError } from "./order-payment.types";

/**
 * Back-off: the base wait doubled per check already made, never above the maximum, and never past the
 * order timeout (the last wait ends exactly at it).
 */
export function pollDelayMs(context: Pick<OrderPaymentContext, "checks" | "timings" | "waitedMs">): number {
  const { pollBaseMs, pollMaxMs, orderTimeoutMs } = context.timings;
  return Math.max(0, Math.min(pollBaseMs * 2 ** context.checks, pollMaxMs, orderTimeoutMs - context.waitedMs));
}

export function isNetworkError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as PaymentError).kind === "network";
}

export function rejectionMessage(error: unknown): string {
  return typeof error === "object" && error !== null && (error as PaymentError).kind === "rejected"
    ? (error as { message: string }).message
    : "";
}
