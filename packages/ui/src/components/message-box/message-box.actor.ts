import { messageBoxQueueMachine } from "@taxlearn/machines";
import { createActor } from "xstate";

// Loaded by MessageBoxProvider when the first box opens: the queue machine, XState and the dialog stay out of the
// page's first script (decision 115).

export { MessageBoxDialog } from "./message-box-dialog";

/** The message-box queue actor, unstarted. */
export function createMessageBoxActor() {
  return createActor(messageBoxQueueMachine);
}
