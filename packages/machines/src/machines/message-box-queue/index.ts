export { connectMessageBoxQueue } from "./message-box-queue.connect";
export { messageBoxQueueMachine } from "./message-box-queue.machine";
export type {
  MessageBoxAction,
  MessageBoxKind,
  MessageBoxQueueContext,
  MessageBoxQueueEmitted,
  MessageBoxQueueEvent,
  MessageBoxRequest,
  MessageBoxView,
} from "./message-box-queue.types";
