import { modalStackMachine } from "@taxlearn/machines";
import { createActor } from "xstate";

// Loaded by ModalLayer when the first modal opens: the stack machine and XState stay out of the page's first script
// (decision 115).

/** The page's modal-stack actor, unstarted. */
export function createModalStackActor() {
  return createActor(modalStackMachine);
}
