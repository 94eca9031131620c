import { LIVE_CHAT_WS_PATH, type LiveChatMessage, type LiveChatRole, LiveChatServerFrame } from "@taxlearn/api";
import { LIVE_CHAT_LIMITS } from "@taxlearn/core";
import { Schema } from "effect";
import { useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { usePassSocket } from "../../../lib/socket/use-pass-socket";

const decodeFrame = Schema.decodeUnknownEither(Schema.parseJson(LiveChatServerFrame));

/** Close codes after which a new connection cannot help (live-chat-socket.ts): too many windows, no such session. */
const FINAL_CLOSE_CODES = new Set([4004, 4008]);
/** Messages the panel keeps (the server sends the latest 50 on every join). */
const KEEP_MESSAGES = 200;

export interface LiveChatState {
  messages: readonly LiveChatMessage[];
  phase: "notStarted" | "open" | "ended";
  role: LiveChatRole | null;
  userId: number | null;
  muted: boolean;
  mutedUserIds: readonly number[];
  /** The server's refusal of the last frame (发送过于频繁, 直播已结束 …). */
  sendError: string | null;
}

const INITIAL: LiveChatState = {
  messages: [],
  phase: "notStarted",
  role: null,
  userId: null,
  muted: false,
  mutedUserIds: [],
  sendError: null,
};

/** What a server frame changes (pure; tested on its own). */
export function reduceLiveChat(state: LiveChatState, frame: LiveChatServerFrame): LiveChatState {
  switch (frame.type) {
    case "ready":
      return {
        messages: frame.messages,
        phase: frame.phase,
        role: frame.role,
        userId: frame.userId,
        muted: frame.muted,
        mutedUserIds: frame.mutedUsers.map((u) => u.userId),
        sendError: null,
      };
    case "message":
      if (state.messages.some((m) => m.id === frame.message.id)) return state;
      return {
        ...state,
        messages: [...state.messages, frame.message].slice(-KEEP_MESSAGES),
        sendError: frame.message.userId === state.userId ? null : state.sendError,
      };
    case "muted": {
      const others = state.mutedUserIds.filter((id) => id !== frame.userId);
      return {
        ...state,
        muted: frame.userId === state.userId ? frame.muted : state.muted,
        mutedUserIds: frame.muted ? [...others, frame.userId] : others,
      };
    }
    case "phase":
      return { ...state, phase: frame.phase };
    case "error":
      return { ...state, sendError: frame.msg };
  }
}

/**
 * A live session's chat socket (decision 055): a pass from an authenticated POST (never the token in a URL), the
 * pass and the session's id as the first frame, each server frame folded into the panel's state. The connection
 * states and back-off are the customer-service chat's machine (supportChatMachine), shared rather than copied; the
 * server sends the latest messages again on every `ready`. Mount it keyed by the session (and only with a login):
 * the machine opens the socket when it starts.
 */
export function useLiveChat(liveId: number) {
  const api = useApi();
  const [state, setState] = useState<LiveChatState>(INITIAL);
  const { view: connection, send } = usePassSocket<LiveChatServerFrame>({
    path: LIVE_CHAT_WS_PATH,
    fetchPass: () => api.liveChatPass({ id: liveId }),
    // 404: no such session — asking again cannot help
    retryAfterRefusal: (status) => status !== 404,
    authFrame: (pass) => ({ type: "auth", pass, liveId }),
    decodeFrame,
    readyOnline: (frame) => (frame.type === "ready" ? true : null),
    finalCloseCodes: FINAL_CLOSE_CODES,
    onFrame: (frame) => setState((current) => reduceLiveChat(current, frame)),
  });
  return {
    state,
    connection,
    maxLength: LIVE_CHAT_LIMITS.maxMessageLength,
    sendText: (text: string) => send({ type: "send", text }),
    mute: (userId: number) => send({ type: "mute", userId }),
    unmute: (userId: number) => send({ type: "unmute", userId }),
  };
}
