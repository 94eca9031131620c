import { assign, setup } from "xstate";
import { requiredPromiseActor } from "../../shared/not-provided";
import { isNetworkError, pollDelayMs, rejectionMessage } from "./order-payment.rules";
import {
  type CreatedOrder,
  DEFAULT_PAYMENT_TIMINGS,
  type OrderCreate,
  type OrderPay,
  type OrderPaymentContext,
  type OrderPaymentEvent,
  type OrderPaymentInput,
  type OrderVerify,
  type PaymentCode,
  type PaymentStatus,
} from "./order-payment.types";

const statusOf = (event: unknown): PaymentStatus | undefined => (event as { output?: PaymentStatus }).output;

/**
 * VIP/course purchase (spec §3/§7 calls; the flow itself is ours, as a real shop would run it):
 * create the order with an idempotent `uniqueId` → request the payment QR code → await payment, checking
 * `verifyStatus` with a doubling back-off → paid | failed | expired (waits reach the order timeout, or the
 * server says so) | cancelled by the learner. Network failures are retried with the same `uniqueId`, so
 * the server never creates a second order; once created, the order is never created again.
 *
 * Provide: actors `createOrder` (OrderCreate → CreatedOrder), `payOrder` (OrderPay → PaymentCode),
 * `verifyStatus` (OrderVerify → PaymentStatus); they reject with a `PaymentError`.
 */
export const orderPaymentMachine = setup({
  types: {
    context: {} as OrderPaymentContext,
    events: {} as OrderPaymentEvent,
    input: {} as OrderPaymentInput,
  },
  actors: {
    createOrder: requiredPromiseActor<CreatedOrder, OrderCreate>("createOrder"),
    payOrder: requiredPromiseActor<PaymentCode, OrderPay>("payOrder"),
    verifyStatus: requiredPromiseActor<PaymentStatus, OrderVerify>("verifyStatus"),
  },
  delays: {
    retryDelay: ({ context }) => context.timings.retryDelayMs,
    pollDelay: ({ context }) => pollDelayMs(context),
  },
  guards: {
    isRetriable: ({ context, event }) =>
      isNetworkError((event as { error?: unknown }).error) && context.retries < context.timings.maxRetries,
    isPaid: ({ event }) => statusOf(event) === "paid",
    isFailed: ({ event }) => statusOf(event) === "failed",
    isExpired: ({ event }) => statusOf(event) === "expired",
    hasTimeLeft: ({ context }) => context.waitedMs < context.timings.orderTimeoutMs,
  },
  actions: {
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    addWait: assign({ waitedMs: ({ context }) => context.waitedMs + pollDelayMs(context) }),
  },
}).createMachine({
  id: "orderPayment",
  context: ({ input }) => ({
    order: input.order,
    userId: input.userId,
    from: input.from,
    timings: { ...DEFAULT_PAYMENT_TIMINGS, ...input.timings },
    created: null,
    qrCode: null,
    checks: 0,
    waitedMs: 0,
    retries: 0,
    failure: null,
  }),
  initial: "creating",
  states: {
    creating: {
      on: { "PAY.CANCEL": "cancelled" },
      invoke: {
        id: "createOrder",
        src: "createOrder",
        // the same payload, uniqueId included, on every attempt
        input: ({ context }) => context.order,
        onDone: {
          target: "requestingPayment",
          actions: [assign({ created: ({ event }) => event.output }), "resetRetries"],
        },
        onError: [
          { guard: "isRetriable", target: "retryingCreate", actions: "countRetry" },
          { target: "failed", actions: assign({ failure: ({ event }) => rejectionMessage(event.error) }) },
        ],
      },
    },
    retryingCreate: {
      on: { "PAY.CANCEL": "cancelled" },
      after: { retryDelay: "creating" },
    },
    requestingPayment: {
      on: { "PAY.CANCEL": "cancelled" },
      invoke: {
        id: "payOrder",
        src: "payOrder",
        input: ({ context }) => ({
          uni: context.created?.uni ?? "",
          payType: context.order.payType,
          from: context.from,
        }),
        onDone: {
          target: "awaitingPayment",
          actions: [assign({ qrCode: ({ event }) => event.output.qrCode }), "resetRetries"],
        },
        onError: [
          { guard: "isRetriable", target: "retryingPayment", actions: "countRetry" },
          { target: "failed", actions: assign({ failure: ({ event }) => rejectionMessage(event.error) }) },
        ],
      },
    },
    retryingPayment: {
      on: { "PAY.CANCEL": "cancelled" },
      after: { retryDelay: "requestingPayment" },
    },
    awaitingPayment: {
      initial: "waiting",
      on: { "PAY.CANCEL": "cancelled" },
      states: {
        waiting: {
          on: { "PAY.CONFIRM": "checking" },
          after: { pollDelay: { target: "checking", actions: "addWait" } },
        },
        checking: {
          invoke: {
            id: "verifyStatus",
            src: "verifyStatus",
            input: ({ context }) => ({
              productId: context.order.productId,
              userId: context.userId,
              productType: context.order.productType,
              tradeNo: context.created?.tradeNo ?? "",
            }),
            onDone: [
              { guard: "isPaid", target: "#orderPayment.paid" },
              { guard: "isFailed", target: "#orderPayment.failed" },
              { guard: "isExpired", target: "#orderPayment.expired" },
              { guard: "hasTimeLeft", target: "waiting", actions: "countCheck" },
              { target: "#orderPayment.expired" },
            ],
            // a network failure while checking is just another pending answer
            onError: [
              { guard: "hasTimeLeft", target: "waiting", actions: "countCheck" },
              { target: "#orderPayment.expired" },
            ],
          },
        },
      },
    },
    paid: { type: "final" },
    failed: { type: "final" },
    expired: { type: "final" },
    cancelled: { type: "final" },
  },
});
