import { assign, emit, setup } from "xstate";
import type { ModalEntry, ModalStackContext, ModalStackEmitted, ModalStackEvent } from "./modal-stack.types";

function top(context: ModalStackContext): ModalEntry | undefined {
  return context.stack.at(-1);
}

/** MODAL.CLOSE names its modal, or means the top one. */
function closingId(context: ModalStackContext, event: ModalStackEvent): string | undefined {
  return event.type === "MODAL.CLOSE" && event.id !== undefined ? event.id : top(context)?.id;
}

/** spec §4 "Modal stack": opening pushes, closing pops; Escape closes the top modal when allowed; backdrop per settings. */
export const modalStackMachine = setup({
  types: {
    context: {} as ModalStackContext,
    events: {} as ModalStackEvent,
    emitted: {} as ModalStackEmitted,
  },
  guards: {
    isNotOpenYet: ({ context, event }) =>
      event.type === "MODAL.OPEN" && !context.stack.some((entry) => entry.id === event.id),
    isOpen: ({ context, event }) =>
      event.type === "MODAL.CLOSE" && (event.id === undefined || context.stack.some((entry) => entry.id === event.id)),
    topClosesOnEscape: ({ context }) => top(context)?.closeOnEscape === true,
    topClosesOnBackdrop: ({ context }) => top(context)?.closeOnBackdrop === true,
    isStackEmpty: ({ context }) => context.stack.length === 0,
  },
  actions: {
    push: assign({
      stack: ({ context, event }) =>
        event.type === "MODAL.OPEN"
          ? [
              ...context.stack,
              {
                id: event.id,
                closeOnEscape: event.closeOnEscape ?? true,
                closeOnBackdrop: event.closeOnBackdrop ?? true,
              },
            ]
          : context.stack,
    }),
    emitClosed: emit(({ context, event }) => ({
      type: "modal.closed" as const,
      id: closingId(context, event) ?? "",
      reason: "close" as const,
    })),
    removeClosed: assign({
      stack: ({ context, event }) => context.stack.filter((entry) => entry.id !== closingId(context, event)),
    }),
    emitTopDismissed: emit(({ context, event }) => ({
      type: "modal.closed" as const,
      id: top(context)?.id ?? "",
      reason: event.type === "KEY.ESCAPE" ? ("escape" as const) : ("backdrop" as const),
    })),
    popTop: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
  },
}).createMachine({
  id: "modalStack",
  context: { stack: [] },
  initial: "empty",
  states: {
    empty: {
      on: { "MODAL.OPEN": { target: "open", actions: "push" } },
    },
    open: {
      always: { guard: "isStackEmpty", target: "empty" },
      on: {
        "MODAL.OPEN": { guard: "isNotOpenYet", actions: "push" },
        "MODAL.CLOSE": { guard: "isOpen", actions: ["emitClosed", "removeClosed"] },
        "KEY.ESCAPE": { guard: "topClosesOnEscape", actions: ["emitTopDismissed", "popTop"] },
        "BACKDROP.CLICK": { guard: "topClosesOnBackdrop", actions: ["emitTopDismissed", "popTop"] },
      },
    },
  },
});
