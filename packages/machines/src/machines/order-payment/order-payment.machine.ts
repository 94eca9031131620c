import { assign, setup, stateIn } from "xstate";
import { requiredPromiseActor } from "../../shared/not-provided";
import { failureMessage, isNetworkError, isRejection, pollDelayMs } from "./order-payment.rules";
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
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

/**
 * VIP/course purchase (spec §3/§7 calls; the flow itself is ours, as a real shop would run it):
 * create the order with an idempotent `uniqueId` → request the payment QR code → await payment, checking
 * `verifyStatus` with a doubling back-off → paid | failed | expired | cancelled by the learner.
 * The order's deadline is a timer that starts when the order is created and runs through slow answers and
 * early checks alike: `orderTimeoutMs` after creation the order is expired (or the server says so sooner).
 * Network failures are retried with the same `uniqueId`, so the server never creates a second order; once
 * created, the order is never created again. A cancel while a check is under way waits for its answer:
 * paid stays paid, anything else ends cancelled.
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
    orderTimeout: ({ context }) => context.timings.orderTimeoutMs,
  },
  guards: {
    isRetriable: ({ context, event }) => isNetworkError(errorOf(event)) && context.retries < context.timings.maxRetries,
    isRejected: ({ event }) => isRejection(errorOf(event)),
    isPaid: ({ event }) => statusOf(event) === "paid",
    isFailed: ({ event }) => statusOf(event) === "failed",
    isExpired: ({ event }) => statusOf(event) === "expired",
    isCancelling: stateIn("#orderPayment.ordered.awaitingPayment.verifying.cancelling"),
  },
  actions: {
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    recordFailure: assign({ failure: ({ event }) => failureMessage(errorOf(event)) }),
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
          target: "ordered",
          actions: [assign({ created: ({ event }) => event.output }), "resetRetries"],
        },
        onError: [
          { guard: "isRetriable", target: "retryingCreate", actions: "countRetry" },
          { target: "failed", actions: "recordFailure" },
        ],
      },
    },
    retryingCreate: {
      on: { "PAY.CANCEL": "cancelled" },
      after: { retryDelay: "creating" },
    },
    // the order exists: its deadline runs from here, whatever the requests inside take
    ordered: {
      initial: "requestingPayment",
      after: {
        orderTimeout: [
          // cancelled by the learner and no paid answer came before the order closed
          { guard: "isCancelling", target: "cancelled" },
          { target: "expired" },
        ],
      },
      states: {
        requestingPayment: {
          on: { "PAY.CANCEL": "#orderPayment.cancelled" },
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
              { target: "#orderPayment.failed", actions: "recordFailure" },
            ],
          },
        },
        retryingPayment: {
          on: { "PAY.CANCEL": "#orderPayment.cancelled" },
          after: { retryDelay: "requestingPayment" },
        },
        awaitingPayment: {
          initial: "waiting",
          states: {
            waiting: {
              on: { "PAY.CONFIRM": "verifying", "PAY.CANCEL": "#orderPayment.cancelled" },
              after: { pollDelay: "verifying" },
            },
            // one check; a cancel meanwhile waits for its answer, so a payment that went through is kept
            verifying: {
              initial: "checking",
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
                  { guard: "isCancelling", target: "#orderPayment.cancelled" },
                  { guard: "isFailed", target: "#orderPayment.failed" },
                  { guard: "isExpired", target: "#orderPayment.expired" },
                  { target: "waiting", actions: "countCheck" },
                ],
                onError: [
                  { guard: "isCancelling", target: "#orderPayment.cancelled" },
                  // the server refused the check: that is an answer, not a pending payment
                  { guard: "isRejected", target: "#orderPayment.failed", actions: "recordFailure" },
                  // a network failure while checking: check again after the next wait
                  { target: "waiting", actions: "countCheck" },
                ],
              },
              states: {
                checking: {
                  on: { "PAY.CANCEL": "cancelling" },
                },
                cancelling: {},
              },
            },
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
