import type { OrderCreate } from "@taxlearn/core";
import type { CreatedOrder, PaymentError } from "../order-payment/order-payment.types";

/** What the learner chose on the payment form: what is bought, how it is paid, an optional invite code. */
export interface OrderChoices {
  productType: number;
  productId: number;
  payType: number;
  /** null or a trimmed 4-32 letters and digits (core InviteCodeField) */
  inviteCode: string | null;
}

export interface OrderCreateTimings {
  /** wait before retrying a create lost on the network */
  retryDelayMs: number;
  /** network retries of one submit, each with the same uniqueId */
  maxRetries: number;
}

export const DEFAULT_ORDER_CREATE_TIMINGS: OrderCreateTimings = { retryDelayMs: 2_000, maxRetries: 3 };

export interface OrderCreateInput {
  /**
   * A random key the page makes once (letters, digits, `-`, `_`; at most 48): every idempotency key this machine
   * sends is this key and an attempt number, so no two pages share one.
   */
  idempotencyKey: string;
  timings?: Partial<OrderCreateTimings>;
}

/** One purchase attempt: the choices it was made with and its idempotency key (the create's `uniqueId`). */
export interface OrderAttempt {
  choices: OrderChoices;
  uniqueId: string;
}

/** Why creating failed: the text the learner reads, and the server's status when it refused (409: owned already). */
export interface OrderCreateFailure {
  message: string;
  status: number | null;
}

export interface OrderCreateContext {
  idempotencyKey: string;
  timings: OrderCreateTimings;
  /** attempts made so far: the next new attempt's number */
  attempts: number;
  attempt: OrderAttempt | null;
  retries: number;
  created: CreatedOrder | null;
  failure: OrderCreateFailure | null;
}

export type OrderCreateEvent =
  /**
   * 立即支付: create the order. The same choices submitted again (after a refusal or a lost answer) are the same
   * attempt with the same uniqueId, so the server answers the order it may already have made; changed choices are
   * a new attempt.
   */
  { type: "ORDER.SUBMIT"; choices: OrderChoices };

export interface OrderCreateView {
  status: "editing" | "creating" | "created" | "failed";
  /** the order, once created (the page goes on to pay it) */
  created: CreatedOrder | null;
  failure: OrderCreateFailure | null;
  submit: (choices: OrderChoices) => void;
}

export type { CreatedOrder, OrderCreate, PaymentError };
