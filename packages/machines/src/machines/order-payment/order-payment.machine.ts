import { and, assign, setup, stateIn } from "xstate";
import { requiredAction, requiredPromiseActor } from "../../shared/not-provided";
import { failureMessage, isNetworkError, isRejection, pollDelayMs } from "./order-payment.rules";
import {
  DEFAULT_PAYMENT_TIMINGS,
  type OrderPay,
  type OrderPaymentContext,
  type OrderPaymentEvent,
  type OrderPaymentInput,
  type OrderVerify,
  type PaymentCode,
  type PaymentStatus,
  type WalletOutcome,
  type WalletRequest,
} from "./order-payment.types";

const statusOf = (event: unknown): PaymentStatus | undefined => (event as { output?: PaymentStatus }).output;
const flowOf = (event: unknown): PaymentCode["flow"] | undefined => (event as { output?: PaymentCode }).output?.flow;
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

/** The payment check, the same for a poll and for the last check before closing (one invoke id: one answer). */
const verifyStatusCall = {
  id: "verifyStatus",
  src: "verifyStatus",
  input: ({ context }: { context: OrderPaymentContext }) => ({
    productId: context.order.productId,
    userId: context.userId,
    productType: context.order.productType,
    tradeNo: context.order.tradeNo,
  }),
} as const;

/**
 * Paying an order that exists (spec §3/§7 calls; the flow itself is ours, as a real shop would run it): request
 * the payment code → await payment, checking `verifyStatus` with a doubling back-off → paid | failed | expired |
 * cancelled by the learner. The order comes from `orderCreateMachine` (立即支付) or from the order list (继续支付);
 * its deadline is a timer that starts with this machine — `timings.orderTimeoutMs` is what is left of the order's
 * own — and runs through slow answers and early checks alike. A learner who paid is never told expired or
 * cancelled: at the deadline, and on a cancel, the order closes with one last check — or waits for the check under
 * way — and only a paid answer is not turned into expired / cancelled. Network failures are retried a bounded
 * number of times.
 *
 * The pay call's answer picks the flow: a QR to scan (then checks), the provider's page this window opens (h5: the
 * action `openPaymentPage`; checks go on in case the learner comes back), or WeChat's wallet (jsapi: its ok is
 * followed by a check at once, its cancel or failure is said, with another try). Back from the provider's page
 * (`input.returned`) the machine makes no pay call and checks at once.
 *
 * Provide: actors `payOrder` (OrderPay → PaymentCode), `verifyStatus` (OrderVerify → PaymentStatus), both
 * rejecting with a `PaymentError`, and `payInWallet` (WalletRequest → WalletOutcome); action `openPaymentPage`
 * ({ url }).
 */
export const orderPaymentMachine = setup({
  types: {
    context: {} as OrderPaymentContext,
    events: {} as OrderPaymentEvent,
    input: {} as OrderPaymentInput,
  },
  actors: {
    payOrder: requiredPromiseActor<PaymentCode, OrderPay>("payOrder"),
    payInWallet: requiredPromiseActor<WalletOutcome, WalletRequest>("payInWallet"),
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
    returnedFromProvider: ({ context }) => context.returned,
    isRedirect: ({ event }) => flowOf(event) === "redirect",
    isWallet: ({ event }) => flowOf(event) === "jsapi",
    walletSaysPaid: ({ event }) => (event as { output?: WalletOutcome }).output === "ok",
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
    // the last check gets the full count of retries, whatever paying used
    closeOnCancel: assign({ closing: "cancel", retries: 0 }),
    closeAtDeadline: assign({ closing: "deadline", retries: 0 }),
    recordCode: assign({ code: ({ event }) => (event as { output?: PaymentCode }).output ?? null }),
    /** h5: remember the order, then this window opens the provider's page (it comes back to the pay-result page) */
    openPaymentPage: requiredAction("openPaymentPage") as (_: unknown, params: { url: string }) => void,
    recordWalletOutcome: assign({
      walletOutcome: ({ event }) => ((event as { output?: WalletOutcome }).output === "cancel" ? "cancel" : "fail"),
    }),
    clearWalletOutcome: assign({ walletOutcome: null }),
    noteConfirmation: assign({ confirmation: "asked" }),
    /** a check after 我已完成支付 found nothing paid: the page says so (the checks go on) */
    answerConfirmation: assign({
      confirmation: ({ context }) => (context.confirmation === null ? null : "notYetPaid"),
    }),
  },
}).createMachine({
  id: "orderPayment",
  context: ({ input }) => ({
    order: input.order,
    userId: input.userId,
    from: input.from,
    timings: { ...DEFAULT_PAYMENT_TIMINGS, ...input.timings },
    returned: input.returned ?? false,
    code: null,
    walletOutcome: null,
    checks: 0,
    retries: 0,
    closing: null,
    failure: null,
    confirmation: null,
  }),
  initial: "ordered",
  states: {
    // the order exists: its deadline runs from here, whatever the requests inside take
    ordered: {
      initial: "starting",
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
        // back from the provider's page: check at once, the provider's word on the way back counts for nothing
        starting: {
          always: [
            { guard: "returnedFromProvider", target: "awaitingPayment.verifying" },
            { target: "requestingPayment" },
          ],
        },
        requestingPayment: {
          invoke: {
            id: "payOrder",
            src: "payOrder",
            input: ({ context }) => ({
              uni: context.order.uni,
              payType: context.order.payType,
              from: context.from,
            }),
            onDone: [
              { guard: "isWallet", target: "inWallet", actions: ["recordCode", "resetRetries"] },
              {
                guard: "isRedirect",
                target: "awaitingPayment",
                actions: [
                  "recordCode",
                  "resetRetries",
                  {
                    type: "openPaymentPage",
                    params: ({ event }) => ({ url: event.output.flow === "redirect" ? event.output.url : "" }),
                  },
                ],
              },
              { target: "awaitingPayment", actions: ["recordCode", "resetRetries"] },
            ],
            onError: [
              { guard: "isRetriable", target: "retryingPayment", actions: "countRetry" },
              { target: "#orderPayment.failed", actions: "recordFailure" },
            ],
          },
        },
        retryingPayment: {
          after: { retryDelay: "requestingPayment" },
        },
        // jsapi: WeChat's wallet is open; what it says is the learner's word, so ok means "check now"
        inWallet: {
          invoke: {
            id: "payInWallet",
            src: "payInWallet",
            input: ({ context }) => (context.code?.flow === "jsapi" ? context.code.request : ({} as WalletRequest)),
            onDone: [
              { guard: "walletSaysPaid", target: "awaitingPayment.verifying" },
              { target: "walletDeclined", actions: "recordWalletOutcome" },
            ],
            onError: { target: "walletDeclined", actions: "recordWalletOutcome" },
          },
        },
        // cancelled or failed in the wallet: said so; another try asks for the payment again
        walletDeclined: {
          on: {
            "PAY.RETRY": { target: "requestingPayment", actions: "clearWalletOutcome" },
            "PAY.CONFIRM": {
              target: "awaitingPayment.verifying",
              actions: ["clearWalletOutcome", "noteConfirmation"],
            },
          },
        },
        awaitingPayment: {
          initial: "waiting",
          states: {
            waiting: {
              on: { "PAY.CONFIRM": { target: "verifying", actions: "noteConfirmation" } },
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
                  { target: "waiting", actions: ["countCheck", "answerConfirmation"] },
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
