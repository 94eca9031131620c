import { Schema } from "effect";

// The frames of the chat WebSocket (/api/service/chat/ws), JSON text both ways. The first frame a client sends is
// `auth` with a pass from supportChatPass; the server closes a connection that sends anything else first.
// Message texts are plain text: clients render them as text, never as HTML.

export const SUPPORT_CHAT_WS_PATH = "/api/service/chat/ws";
/** Largest frame the server accepts (bytes); a bigger one closes the connection (1009). */
export const SUPPORT_CHAT_MAX_FRAME_BYTES = 4096;

const ConversationIdField = Schema.Number.pipe(Schema.int(), Schema.positive());

export const ChatClientFrame = Schema.Union(
  Schema.Struct({ type: Schema.Literal("auth"), pass: Schema.String.pipe(Schema.maxLength(200)) }),
  /** Learner: into their open conversation (a new one when none is open). Agent: into a claimed conversation. */
  Schema.Struct({
    type: Schema.Literal("send"),
    text: Schema.String,
    conversationId: Schema.optional(ConversationIdField),
  }),
  Schema.Struct({ type: Schema.Literal("typing"), conversationId: Schema.optional(ConversationIdField) }),
  Schema.Struct({
    type: Schema.Literal("read"),
    upTo: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
    conversationId: Schema.optional(ConversationIdField),
  }),
  /** Agent only. */
  Schema.Struct({ type: Schema.Literal("claim"), conversationId: ConversationIdField }),
  /** Agent only. */
  Schema.Struct({ type: Schema.Literal("close"), conversationId: ConversationIdField }),
);
export type ChatClientFrame = typeof ChatClientFrame.Type;

export const ChatSender = Schema.Literal("learner", "agent", "system");
export type ChatSender = typeof ChatSender.Type;

export const ChatMessage = Schema.Struct({
  id: Schema.Number,
  conversationId: Schema.Number,
  from: ChatSender,
  text: Schema.String,
  at: Schema.String,
});
export type ChatMessage = typeof ChatMessage.Type;

export const ChatConversation = Schema.Struct({
  id: Schema.Number,
  status: Schema.Literal("waiting", "active", "closed"),
  /** The learner as staff see them (masked phone or name). */
  learner: Schema.String,
  agent: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  /** Highest message id each side has read. */
  learnerReadUpTo: Schema.Number,
  agentReadUpTo: Schema.Number,
  /** The first message, for the queue. */
  preview: Schema.String,
});
export type ChatConversation = typeof ChatConversation.Type;

export const ChatThread = Schema.Struct({ conversation: ChatConversation, messages: Schema.Array(ChatMessage) });
export type ChatThread = typeof ChatThread.Type;

export const ChatServerFrame = Schema.Union(
  /** Learner: the latest conversation (the history), or null before the first message. */
  Schema.Struct({
    type: Schema.Literal("ready"),
    role: Schema.Literal("learner"),
    online: Schema.Boolean,
    thread: Schema.NullOr(ChatThread),
  }),
  /** Agent: the waiting queue and the conversations this agent has claimed. */
  Schema.Struct({
    type: Schema.Literal("ready"),
    role: Schema.Literal("agent"),
    online: Schema.Boolean,
    queue: Schema.Array(ChatConversation),
    mine: Schema.Array(ChatThread),
  }),
  Schema.Struct({ type: Schema.Literal("message"), message: ChatMessage }),
  Schema.Struct({ type: Schema.Literal("conversation"), conversation: ChatConversation }),
  Schema.Struct({ type: Schema.Literal("thread"), thread: ChatThread }),
  Schema.Struct({ type: Schema.Literal("queue"), queue: Schema.Array(ChatConversation) }),
  Schema.Struct({ type: Schema.Literal("typing"), conversationId: Schema.Number, from: ChatSender }),
  Schema.Struct({
    type: Schema.Literal("read"),
    conversationId: Schema.Number,
    by: Schema.Literal("learner", "agent"),
    upTo: Schema.Number,
  }),
  /** A refused frame (Chinese text); the connection stays open unless a close follows. */
  Schema.Struct({ type: Schema.Literal("error"), msg: Schema.String }),
);
export type ChatServerFrame = typeof ChatServerFrame.Type;
