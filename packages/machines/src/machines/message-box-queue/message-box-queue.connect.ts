import type { SnapshotFrom } from "xstate";
import type { messageBoxQueueMachine } from "./message-box-queue.machine";
import type { MessageBoxQueueEvent, MessageBoxView } from "./message-box-queue.types";

export function connectMessageBoxQueue(
  snapshot: SnapshotFrom<typeof messageBoxQueueMachine>,
  send: (event: MessageBoxQueueEvent) => void,
): MessageBoxView {
  const { current, queue, inputValue, inputError } = snapshot.context;
  return {
    open: current !== null,
    kind: current?.kind ?? null,
    title: current?.title ?? "",
    message: current?.message ?? "",
    showInput: current?.kind === "prompt",
    inputType: current?.inputType ?? "text",
    inputValue,
    inputError,
    showCancel: current?.kind === "confirm" || current?.kind === "prompt",
    waiting: queue.length,
    confirm: () => send({ type: "MESSAGEBOX.CONFIRM" }),
    cancel: () => send({ type: "MESSAGEBOX.CANCEL" }),
    close: () => send({ type: "MESSAGEBOX.CLOSE" }),
    changeInput: (value) => send({ type: "INPUT.CHANGE", value }),
    pressEnter: () => send({ type: "INPUT.ENTER" }),
  };
}
