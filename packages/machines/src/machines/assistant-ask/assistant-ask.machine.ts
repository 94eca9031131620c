import { assign, emit, setup } from "xstate";
import { requiredPromiseActor } from "../../shared/not-provided";
import type {
  AssistantAskContext,
  AssistantAskEmitted,
  AssistantAskEvent,
  AssistantAskFailure,
} from "./assistant-ask.types";

/** Refusals before answering (bad input 400, session gone 404, too many 429): the question was not taken. */
const REJECTIONS: ReadonlySet<number> = new Set([400, 404, 429]);
const failureOf = (error: unknown): AssistantAskFailure =>
  typeof error === "object" && error !== null && "msg" in error
    ? { status: Number((error as { status?: unknown }).status ?? 0), msg: String((error as { msg: unknown }).msg) }
    : { status: 0, msg: "" };

/**
 * One question to the tax assistant (spec §2 /ai, §8): idle → answering (waiting for the first words, then
 * streaming them) → idle with the answer emitted (`ask.answered`), or failed (AI服务异常 …, shown where the answer
 * would be; asking again or dismissing leaves it). A refusal before answering (400, 404, 429) goes back to idle and
 * emits `ask.rejected` with the question, so the page puts it back in the box with the reason. Blank questions and a
 * second question while one is answered are ignored.
 *
 * Provide: actor `askQuestion` ({ question } → the stored turn; rejects with { status, msg }); the page sends the
 * stream's pieces as ANSWER.TOKEN.
 */
export const assistantAskMachine = setup({
  types: {
    context: {} as AssistantAskContext,
    events: {} as AssistantAskEvent,
    emitted: {} as AssistantAskEmitted,
  },
  actors: {
    askQuestion: requiredPromiseActor<unknown, { question: string }>("askQuestion"),
  },
  guards: {
    hasText: ({ event }) => event.type === "ASK.SUBMIT" && event.question.trim() !== "",
    isRejection: ({ event }) =>
      "error" in event && REJECTIONS.has(failureOf((event as { error: unknown }).error).status),
  },
  actions: {
    start: assign(({ event }) => ({
      question: event.type === "ASK.SUBMIT" ? event.question.trim() : null,
      partial: "",
      error: null,
      rejection: null,
    })),
    append: assign({
      partial: ({ context, event }) => context.partial + (event.type === "ANSWER.TOKEN" ? event.text : ""),
    }),
    clear: assign({ question: null, partial: "", error: null }),
  },
}).createMachine({
  id: "assistantAsk",
  context: { question: null, partial: "", error: null, rejection: null },
  initial: "idle",
  states: {
    idle: {
      on: { "ASK.SUBMIT": { guard: "hasText", target: "answering", actions: "start" } },
    },
    answering: {
      tags: "busy",
      initial: "waiting",
      invoke: {
        id: "askQuestion",
        src: "askQuestion",
        input: ({ context }) => ({ question: context.question ?? "" }),
        onDone: {
          target: "idle",
          actions: [emit(({ event }) => ({ type: "ask.answered" as const, output: event.output })), "clear"],
        },
        onError: [
          {
            guard: "isRejection",
            target: "idle",
            actions: [
              emit(({ context, event }) => ({
                type: "ask.rejected" as const,
                question: context.question ?? "",
                msg: failureOf(event.error).msg,
              })),
              assign(({ event }) => ({
                question: null,
                partial: "",
                error: null,
                rejection: failureOf(event.error).msg,
              })),
            ],
          },
          { target: "failed", actions: assign({ error: ({ event }) => failureOf(event.error).msg, partial: "" }) },
        ],
      },
      states: {
        waiting: { on: { "ANSWER.TOKEN": { target: "streaming", actions: "append" } } },
        streaming: { on: { "ANSWER.TOKEN": { actions: "append" } } },
      },
    },
    failed: {
      on: {
        "ASK.SUBMIT": { guard: "hasText", target: "answering", actions: "start" },
        "ASK.DISMISS": { target: "idle", actions: "clear" },
      },
    },
  },
});
