import { and, assign, setup, stateIn } from "xstate";
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

/** The payment check, the same for a poll and for the last check before closing (one invoke id: one answer). */
const verifyStatusCall = {
  id: "verifyStatus",
  src: "verifyStatus",
  input: ({ context }: { context: OrderPaymentContext }) => ({
    productId: context.order.productId,
    userId: context.userId,
    productType: context.order.productType,
    tradeNo: context.created?.tradeNo ?? "",
  }),
} as const;

/**
 * VIP/course purchase (spec §3/§7 calls; the flow itself is ours, as a real shop would run it):
 * create the order with an idempotent `uniqueId` → request the payment QR code → await payment, checking
 * `verifyStatus` with a doubling back-off → paid | failed | expired | cancelled by the learner.
 * The order's deadline is a timer that starts when the order is created and runs through slow answers and
 * early checks alike. A learner who paid is never told expired or cancelled: at the deadline, and on a cancel
 * once the order exists, the order closes with one last check — or waits for the check under way — and
 * only a paid answer is not turned into expired / cancelled. Network failures are retried a bounded number
 * of times with the same `uniqueId`, so the server never creates a second order; once created, the order is
 * never created again. An order created earlier (`input.created`) is resumed: paid, not created.
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
    /** resuming an order created earlier: no second create */
    hasOrder: ({ context }) => context.created !== null,
    notClosing: ({ context }) => context.closing === null,
    /** a poll's check is under way and the order is not closing yet: that check becomes the last one */
    checkUnderWay: and(["notClosing", stateIn("#orderPayment.ordered.awaitingPayment.verifying")]),
    cancelledByLearner: ({ context }) => context.closing === "cancel",
    pastDeadline: ({ context }) => context.closing === "deadline",
    /** the last check was lost on the network: it is asked again, a bounded number of times */
    lastCheckRetriable: ({ context, event }) =>
      context.closing !== null && isNetworkError(errorOf(event)) && context.retries < context.timings.maxRetries,
  },
  actions: {
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    recordFailure: assign({ failure: ({ event }) => failureMessage(errorOf(event)) }),
    // the last check gets the full count of retries, whatever creating or paying used
    closeOnCancel: assign({ closing: "cancel", retries: 0 }),
    closeAtDeadline: assign({ closing: "deadline", retries: 0 }),
  },
}).createMachine({
  id: "orderPayment",
  context: ({ input }) => ({
    order: input.order,
    userId: input.userId,
    from: input.from,
    timings: { ...DEFAULT_PAYMENT_TIMINGS, ...input.timings },
    created: input.created ?? null,
    qrCode: null,
    checks: 0,
    retries: 0,
    closing: null,
    failure: null,
  }),
  initial: "starting",
  states: {
    // a new purchase creates its order; an order created earlier (resumed) goes straight to paying it
    starting: {
      always: [{ guard: "hasOrder", target: "ordered" }, { target: "creating" }],
    },
    // no order yet, so no payment code either: nothing can have been paid, a cancel needs no check
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
      // Deadline and cancel close the order with one last check; a check under way is that last one (leaving
      // its state would drop its answer, which may be paid). Whichever closes the order first decides how.
      after: {
        orderTimeout: [
          { guard: "checkUnderWay", actions: "closeAtDeadline" },
          { guard: "notClosing", target: ".closing", actions: "closeAtDeadline" },
        ],
      },
      on: {
        "PAY.CANCEL": [
          { guard: "checkUnderWay", actions: "closeOnCancel" },
          { guard: "notClosing", target: ".closing", actions: "closeOnCancel" },
        ],
      },
      states: {
        requestingPayment: {
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
          after: { retryDelay: "requestingPayment" },
        },
        awaitingPayment: {
          initial: "waiting",
          states: {
            waiting: {
              on: { "PAY.CONFIRM": "verifying" },
              after: { pollDelay: "verifying" },
            },
            // one check; when the order closes meanwhile, its answer is the last one
            verifying: {
              invoke: {
                ...verifyStatusCall,
                onDone: [
                  { guard: "isPaid", target: "#orderPayment.paid" },
                  { guard: "cancelledByLearner", target: "#orderPayment.cancelled" },
                  { guard: "pastDeadline", target: "#orderPayment.expired" },
                  { guard: "isFailed", target: "#orderPayment.failed" },
                  { guard: "isExpired", target: "#orderPayment.expired" },
                  { target: "waiting", actions: "countCheck" },
                ],
                onError: [
                  {
                    guard: "lastCheckRetriable",
                    target: "#orderPayment.ordered.closing.retrying",
                    actions: "countRetry",
                  },
                  { guard: "cancelledByLearner", target: "#orderPayment.cancelled" },
                  { guard: "pastDeadline", target: "#orderPayment.expired" },
                  // the server refused the check: that is an answer, not a pending payment
                  { guard: "isRejected", target: "#orderPayment.failed", actions: "recordFailure" },
                  // a network failure while polling: check again after the next wait
                  { target: "waiting", actions: "countCheck" },
                ],
              },
            },
          },
        },
        // the last check before the order closes: paid is paid; anything else (pending, refused, the server's
        // own verdict, the network after the retries) ends as the close began: cancelled or expired
        closing: {
          initial: "checking",
          states: {
            checking: {
              invoke: {
                ...verifyStatusCall,
                onDone: [
                  { guard: "isPaid", target: "#orderPayment.paid" },
                  { guard: "cancelledByLearner", target: "#orderPayment.cancelled" },
                  { target: "#orderPayment.expired" },
                ],
                onError: [
                  { guard: "isRetriable", target: "retrying", actions: "countRetry" },
                  { guard: "cancelledByLearner", target: "#orderPayment.cancelled" },
                  { target: "#orderPayment.expired" },
                ],
              },
            },
            retrying: {
              after: { retryDelay: "checking" },
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
