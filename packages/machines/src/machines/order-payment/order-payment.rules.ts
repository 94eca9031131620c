import { MESSAGES } from "@taxlearn/core";
import { MACHINE_MESSAGES } from "../../shared/messages";
import type { OrderPaymentContext, PaymentError } from "./order-payment.types";

/**
 * Back-off: the base wait doubled per check already made, never above the maximum. The order deadline is
 * a timer of its own, so a wait that would end after it simply never ends.
 */
export function pollDelayMs(context: Pick<OrderPaymentContext, "checks" | "timings">): number {
  const { pollBaseMs, pollMaxMs } = context.timings;
  return Math.max(0, Math.min(pollBaseMs * 2 ** context.checks, pollMaxMs));
}

export function isNetworkError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as PaymentError).kind === "network";
}

export function isRejection(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as PaymentError).kind === "rejected";
}

/**
 * What the learner reads when a request failed for good: core's network message (请求失败，请检查网络是否已连接)
 * only when the network failed and the retries ran out; otherwise the server's message, or, when it gave
 * none, a neutral 订单处理失败，请稍后再试 — a refusal is not the learner's network.
 */
export function failureMessage(error: unknown): string {
  if (isNetworkError(error)) return MESSAGES.requestFailed;
  const message = isRejection(error) ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" && message.trim() !== "" ? message : MACHINE_MESSAGES.orderRefused;
}
