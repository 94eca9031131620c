import { CONSTANTS } from "@taxlearn/core";
import type { SnapshotFrom } from "xstate";
import type { modalStackMachine } from "./modal-stack.machine";
import type { ModalStackEvent, ModalStackView } from "./modal-stack.types";

/** The modal layer's view: each modal's z-index from the spec §9 base (2000), the top one marked. */
export function connectModalStack(
  snapshot: SnapshotFrom<typeof modalStackMachine>,
  send: (event: ModalStackEvent) => void,
): ModalStackView {
  const { stack } = snapshot.context;
  const last = stack.length - 1;
  return {
    isOpen: stack.length > 0,
    topId: stack[last]?.id ?? null,
    modals: stack.map((entry, index) => ({
      id: entry.id,
      zIndex: CONSTANTS.baseZIndex + index + 1,
      isTop: index === last,
    })),
    open: (id, options) => send({ type: "MODAL.OPEN", id, ...options }),
    close: (id) => send(id === undefined ? { type: "MODAL.CLOSE" } : { type: "MODAL.CLOSE", id }),
    pressEscape: () => send({ type: "KEY.ESCAPE" }),
    clickBackdrop: () => send({ type: "BACKDROP.CLICK" }),
  };
}
