import { chatReconnectDelay } from "@taxlearn/core";
import type { SnapshotFrom } from "xstate";
import type { supportChatMachine } from "./support-chat.machine";
import type { SupportChatEvent, SupportChatStatus, SupportChatView } from "./support-chat.types";

const STATUSES: readonly SupportChatStatus[] = ["connecting", "open", "offline", "reconnecting", "failed"];

export function connectSupportChat(
  snapshot: SnapshotFrom<typeof supportChatMachine>,
  send: (event: SupportChatEvent) => void,
): SupportChatView {
  const status = STATUSES.find((s) => snapshot.matches(s)) ?? "connecting";
  return {
    status,
    connected: status === "open" || status === "offline",
    retryInMs: status === "reconnecting" ? chatReconnectDelay(snapshot.context.attempt) : null,
    error: snapshot.context.error,
    retryNow: () => send({ type: "RETRY.NOW" }),
  };
}
