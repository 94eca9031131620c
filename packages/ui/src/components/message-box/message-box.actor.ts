import { messageBoxQueueMachine } from "@taxlearn/machines";
import { createActor } from "xstate";

// Loaded by MessageBoxProvider when the first box opens: the queue machine and XState stay out of the page's first
// script (decision 115).

/** The message-box queue actor, unstarted. */
export function createMessageBoxActor() {
  return createActor(messageBoxQueueMachine);
}
