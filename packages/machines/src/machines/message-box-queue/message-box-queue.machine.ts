import { promptConfirmsOnEnter, validatePrompt } from "@taxlearn/core";
import { assign, emit, raise, setup } from "xstate";
import type {
  MessageBoxAction,
  MessageBoxQueueContext,
  MessageBoxQueueEmitted,
  MessageBoxQueueEvent,
  MessageBoxRequest,
} from "./message-box-queue.types";

/** spec §5: the prompt's verdict, or null for dialogs without input. */
function promptError(request: MessageBoxRequest | null, value: string): string | null {
  if (request?.kind !== "prompt") return null;
  const verdict = validatePrompt(value, request.rules);
  return verdict === true ? null : verdict;
}

const answer = (event: MessageBoxQueueEvent): MessageBoxAction =>
  event.type === "MESSAGEBOX.CANCEL" ? "cancel" : event.type === "MESSAGEBOX.CLOSE" ? "close" : "confirm";

/**
 * spec §4/§5 message box queue: one dialog at a time, the others wait in order; confirm, cancel or close
 * answers it (emitted as `messagebox.resolved`); a prompt confirms only with valid input
 * (core's `validatePrompt`); Enter confirms unless the input is a text area.
 */
export const messageBoxQueueMachine = setup({
  types: {
    context: {} as MessageBoxQueueContext,
    events: {} as MessageBoxQueueEvent,
    emitted: {} as MessageBoxQueueEmitted,
  },
  actions: {
    show: assign(({ event }) => {
      const request = event.type === "MESSAGEBOX.OPEN" ? event.request : null;
      return { current: request, inputValue: request?.inputValue ?? "", inputError: null };
    }),
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === "MESSAGEBOX.OPEN" ? [...context.queue, event.request] : context.queue,
    }),
    resolve: emit(({ context, event }) => ({
      type: "messagebox.resolved" as const,
      id: context.current?.id ?? "",
      action: answer(event),
      value: context.current?.kind === "prompt" && answer(event) === "confirm" ? context.inputValue : null,
    })),
    showNext: assign(({ context }) => {
      const [next = null, ...rest] = context.queue;
      return { current: next, queue: rest, inputValue: next?.inputValue ?? "", inputError: null };
    }),
    changeInput: assign(({ context, event }) => {
      const value = event.type === "INPUT.CHANGE" ? event.value : context.inputValue;
      return { inputValue: value, inputError: promptError(context.current, value) };
    }),
    showInputError: assign({ inputError: ({ context }) => promptError(context.current, context.inputValue) }),
    confirmFromEnter: raise({ type: "MESSAGEBOX.CONFIRM" }),
  },
  guards: {
    isNewRequest: ({ context, event }) =>
      event.type === "MESSAGEBOX.OPEN" &&
      context.current?.id !== event.request.id &&
      !context.queue.some((request) => request.id === event.request.id),
    inputIsInvalid: ({ context }) => promptError(context.current, context.inputValue) !== null,
    enterConfirms: ({ context }) => promptConfirmsOnEnter(context.current?.inputType ?? "text"),
    nothingToShow: ({ context }) => context.current === null,
  },
}).createMachine({
  id: "messageBoxQueue",
  context: { current: null, queue: [], inputValue: "", inputError: null },
  initial: "idle",
  states: {
    idle: {
      on: { "MESSAGEBOX.OPEN": { target: "showing", actions: "show" } },
    },
    showing: {
      always: { guard: "nothingToShow", target: "idle" },
      on: {
        "MESSAGEBOX.OPEN": { guard: "isNewRequest", actions: "enqueue" },
        "MESSAGEBOX.CONFIRM": [
          { guard: "inputIsInvalid", actions: "showInputError" },
          { actions: ["resolve", "showNext"] },
        ],
        "MESSAGEBOX.CANCEL": { actions: ["resolve", "showNext"] },
        "MESSAGEBOX.CLOSE": { actions: ["resolve", "showNext"] },
        "INPUT.CHANGE": { actions: "changeInput" },
        "INPUT.ENTER": { guard: "enterConfirms", actions: "confirmFromEnter" },
      },
    },
  },
});
