/** The states a chat window (learner or agent console) shows for its connection. */
export type SupportChatStatus = "connecting" | "open" | "offline" | "reconnecting" | "failed";

export interface SupportChatContext {
  /** Reconnects since the last successful `ready` (drives the back-off). */
  attempt: number;
  /** Why the last connection ended without a retry (the server's Chinese text), or null. */
  error: string | null;
}

export type SupportChatEvent =
  /** The server's `ready` frame: connected, history received; `online` is the service-hours answer. */
  | { type: "SOCKET.READY"; online: boolean }
  /** The socket closed or could not open; `retry` false when retrying cannot help (no staff role, too many windows). */
  | { type: "SOCKET.CLOSED"; retry: boolean; error?: string }
  /** The learner asks to reconnect now (the 重新连接 button). */
  | { type: "RETRY.NOW" };

export interface SupportChatView {
  status: SupportChatStatus;
  /** The composer sends only while connected within the service hours (or in an active conversation). */
  connected: boolean;
  /** Milliseconds until the next reconnect while reconnecting (core's back-off), else null. */
  retryInMs: number | null;
  error: string | null;
  retryNow: () => void;
}
