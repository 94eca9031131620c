import { assign, setup } from "xstate";
import { requiredPromiseActor } from "../../shared/not-provided";
import { failureMessage, isNetworkError } from "../order-payment/order-payment.rules";
import { newAttempt, sameChoices } from "./order-create.rules";
import {
  type CreatedOrder,
  DEFAULT_ORDER_CREATE_TIMINGS,
  type OrderCreate,
  type OrderCreateContext,
  type OrderCreateEvent,
  type OrderCreateInput,
  type PaymentError,
} from "./order-create.types";

const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
const statusOf = (error: unknown): number | null =>
  (error as PaymentError | undefined)?.kind === "rejected" ? ((error as { status?: number }).status ?? null) : null;

/**
 * 立即支付 on the payment form (spec §3 create call): each submit creates the order with an idempotent `uniqueId`;
 * a request lost on the network is retried a bounded number of times with the same payload, and the same choices
 * submitted again are the same attempt, so the server never makes a second order for one attempt. A refusal (the
 * course is owned already, withdrawn, a wrong invite code) is shown and the form can be submitted again. Once the
 * order exists the machine is done; its output is the order, which `orderPaymentMachine` then pays.
 *
 * Provide: actor `createOrder` (OrderCreate → CreatedOrder; rejects with a `PaymentError`, a refusal may carry
 * the server's `status`).
 */
export const orderCreateMachine = setup({
  types: {
    context: {} as OrderCreateContext,
    events: {} as OrderCreateEvent,
    input: {} as OrderCreateInput,
    output: {} as CreatedOrder,
  },
  actors: {
    createOrder: requiredPromiseActor<CreatedOrder, OrderCreate>("createOrder"),
  },
  delays: {
    retryDelay: ({ context }) => context.timings.retryDelayMs,
  },
  guards: {
    isRetriable: ({ context, event }) => isNetworkError(errorOf(event)) && context.retries < context.timings.maxRetries,
    /** the learner submits what the last attempt sent: the same attempt, so the server may answer its order */
    sameAttempt: ({ context, event }) =>
      context.attempt !== null &&
      sameChoices(context.attempt.choices, (event as Extract<OrderCreateEvent, { type: "ORDER.SUBMIT" }>).choices),
  },
  actions: {
    beginAttempt: assign(({ context, event }) => ({
      ...newAttempt(context, (event as Extract<OrderCreateEvent, { type: "ORDER.SUBMIT" }>).choices),
      retries: 0,
      failure: null,
    })),
    repeatAttempt: assign({ retries: 0, failure: null }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    recordFailure: assign({
      failure: ({ event }) => ({ message: failureMessage(errorOf(event)), status: statusOf(errorOf(event)) }),
    }),
  },
}).createMachine({
  id: "orderCreate",
  context: ({ input }) => ({
    idempotencyKey: input.idempotencyKey,
    timings: { ...DEFAULT_ORDER_CREATE_TIMINGS, ...input.timings },
    attempts: 0,
    attempt: null,
    retries: 0,
    created: null,
    failure: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: { "ORDER.SUBMIT": { target: "creating", actions: "beginAttempt" } },
    },
    // a submit while the order is being created is the same click twice: ignored
    creating: {
      invoke: {
        id: "createOrder",
        src: "createOrder",
        // the same payload, uniqueId included, on every retry of the attempt
        input: ({ context }): OrderCreate => {
          const { choices, uniqueId } = context.attempt as NonNullable<OrderCreateContext["attempt"]>;
          return { storeId: 0, cartNum: 1, ...choices, uniqueId };
        },
        onDone: { target: "created", actions: assign({ created: ({ event }) => event.output }) },
        onError: [
          { guard: "isRetriable", target: "retrying", actions: "countRetry" },
          { target: "failed", actions: "recordFailure" },
        ],
      },
    },
    retrying: {
      after: { retryDelay: "creating" },
    },
    failed: {
      on: {
        "ORDER.SUBMIT": [
          { guard: "sameAttempt", target: "creating", actions: "repeatAttempt" },
          { target: "creating", actions: "beginAttempt" },
        ],
      },
    },
    created: { type: "final" },
  },
  output: ({ context }) => context.created as CreatedOrder,
});
