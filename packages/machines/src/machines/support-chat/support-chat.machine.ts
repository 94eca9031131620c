import { chatReconnectDelay } from "@taxlearn/core";
import { assign, setup } from "xstate";
import { requiredAction } from "../../shared/not-provided";
import type { SupportChatContext, SupportChatEvent } from "./support-chat.types";

/**
 * The live chat's connection (spec §1 support: online customer service). Connecting opens a socket (a pass, then
 * the `auth` frame); `ready` lands in `open` (service hours) or `offline` (the hotline and the leave-a-message form);
 * a drop waits core's back-off (0.5 s, 1 s, 2 s, 5 s, then 10 s) and connects again, where the server sends the
 * history anew. A refusal that a retry cannot cure ends in `failed`, from which only the learner retries.
 *
 * Provide: `openSocket` (action: get a pass, open the socket, report `SOCKET.READY` / `SOCKET.CLOSED`),
 * `closeSocket` (action: drop the current socket, if any).
 */
export const supportChatMachine = setup({
  types: {
    context: {} as SupportChatContext,
    events: {} as SupportChatEvent,
  },
  actions: {
    openSocket: requiredAction("openSocket"),
    closeSocket: requiredAction("closeSocket"),
    resetAttempts: assign({ attempt: 0, error: null }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    keepError: assign({ error: ({ event }) => (event.type === "SOCKET.CLOSED" ? (event.error ?? null) : null) }),
  },
  delays: {
    reconnectDelay: ({ context }) => chatReconnectDelay(context.attempt),
  },
  guards: {
    online: ({ event }) => event.type === "SOCKET.READY" && event.online,
    retriable: ({ event }) => event.type === "SOCKET.CLOSED" && event.retry,
  },
}).createMachine({
  id: "supportChat",
  context: { attempt: 0, error: null },
  initial: "connecting",
  states: {
    connecting: {
      entry: "openSocket",
      on: {
        "SOCKET.READY": [
          { guard: "online", target: "open", actions: "resetAttempts" },
          { target: "offline", actions: "resetAttempts" },
        ],
        "SOCKET.CLOSED": [
          { guard: "retriable", target: "reconnecting" },
          { target: "failed", actions: "keepError" },
        ],
      },
    },
    open: {
      on: {
        "SOCKET.CLOSED": [
          { guard: "retriable", target: "reconnecting" },
          { target: "failed", actions: "keepError" },
        ],
      },
    },
    offline: {
      on: {
        "SOCKET.CLOSED": [
          { guard: "retriable", target: "reconnecting" },
          { target: "failed", actions: "keepError" },
        ],
      },
    },
    reconnecting: {
      after: { reconnectDelay: { target: "connecting", actions: "countAttempt" } },
      on: { "RETRY.NOW": { target: "connecting", actions: "countAttempt" } },
    },
    failed: {
      entry: "closeSocket",
      on: { "RETRY.NOW": { target: "connecting", actions: "resetAttempts" } },
    },
  },
});
