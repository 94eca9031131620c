import { Schema } from "effect";

// The frames of a live session's chat WebSocket (/api/live/chat/ws), JSON text both ways. The first frame a client
// sends is `auth` with a pass from liveChatPass and the session's id; the server closes a connection that sends
// anything else first. Messages are plain text: clients render them as text, never as HTML.

export const LIVE_CHAT_WS_PATH = "/api/live/chat/ws";
/** Largest frame the server accepts (bytes); a bigger one closes the connection (1009). */
export const LIVE_CHAT_MAX_FRAME_BYTES = 2048;

const PositiveInt = Schema.Number.pipe(Schema.int(), Schema.positive());

export const LiveChatClientFrame = Schema.Union(
  Schema.Struct({ type: Schema.Literal("auth"), pass: Schema.String.pipe(Schema.maxLength(200)), liveId: PositiveInt }),
  Schema.Struct({ type: Schema.Literal("send"), text: Schema.String }),
  /** The session's lecturer or staff only: mute or unmute an account in this session. */
  Schema.Struct({ type: Schema.Literal("mute"), userId: PositiveInt }),
  Schema.Struct({ type: Schema.Literal("unmute"), userId: PositiveInt }),
);
export type LiveChatClientFrame = typeof LiveChatClientFrame.Type;

export const LiveChatMessage = Schema.Struct({
  id: Schema.Number,
  liveId: Schema.Number,
  userId: Schema.Number,
  /** The sender as others see them (name, or a masked phone). */
  name: Schema.String,
  text: Schema.String,
  at: Schema.String,
  /** Sent by the session's lecturer: highlighted. */
  lecturer: Schema.Boolean,
});
export type LiveChatMessage = typeof LiveChatMessage.Type;

/** What the viewer may do: a learner writes; the session's lecturer and staff also mute. */
export const LiveChatRole = Schema.Literal("learner", "lecturer", "staff");
export type LiveChatRole = typeof LiveChatRole.Type;

export const LiveChatPhaseField = Schema.Literal("notStarted", "open", "ended");

export const LiveChatMutedUser = Schema.Struct({ userId: Schema.Number, name: Schema.String });
export type LiveChatMutedUser = typeof LiveChatMutedUser.Type;

export const LiveChatServerFrame = Schema.Union(
  /** After auth: the latest messages (oldest first), the phase, and whether this account is muted. */
  Schema.Struct({
    type: Schema.Literal("ready"),
    liveId: Schema.Number,
    userId: Schema.Number,
    role: LiveChatRole,
    phase: LiveChatPhaseField,
    muted: Schema.Boolean,
    messages: Schema.Array(LiveChatMessage),
    /** Moderators only (empty for a learner): who is muted in this session. */
    mutedUsers: Schema.Array(LiveChatMutedUser),
  }),
  Schema.Struct({ type: Schema.Literal("message"), message: LiveChatMessage }),
  /** To the muted account and to moderators. */
  Schema.Struct({
    type: Schema.Literal("muted"),
    userId: Schema.Number,
    name: Schema.String,
    muted: Schema.Boolean,
  }),
  /** The session's status changed (read when a message is refused for it). */
  Schema.Struct({ type: Schema.Literal("phase"), phase: LiveChatPhaseField }),
  /** A refused frame (Chinese text); the connection stays open unless a close follows. */
  Schema.Struct({ type: Schema.Literal("error"), msg: Schema.String }),
);
export type LiveChatServerFrame = typeof LiveChatServerFrame.Type;
