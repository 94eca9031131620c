import { SUPPORT_CHAT_LIMITS } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IdParam, PageOf, PaginationFields } from "../contract/params";

// Live customer service (在线客服, spec §1 support, §6: login required, opens in a new window). The chat itself runs
// over a WebSocket (support-chat.protocol.ts); these calls open it (a short-lived pass, so the token never travels
// in a URL), take a message outside the service hours, and list those messages for the staff.

const characterCount = (text: string): number => [...text].length;

/** A leave-a-message text: 1–1000 characters after trimming, kept as plain text. */
export const SupportTicketContentParam = Schema.Trim.pipe(
  Schema.filter(
    (text) => {
      const length = characterCount(text);
      return length >= 1 && length <= SUPPORT_CHAT_LIMITS.maxTicketLength;
    },
    { message: () => `must be 1-${SUPPORT_CHAT_LIMITS.maxTicketLength} characters` },
  ),
);

/** A call-back number: empty (the account's own number is used) or a mainland mobile number. */
export const SupportTicketContactParam = Schema.Trim.pipe(
  Schema.filter((text) => text === "" || /^1[3-9]\d{9}$/.test(text), {
    message: () => "must be empty or a mainland mobile number",
  }),
);

export const SUPPORT_CHAT_ROLES = ["learner", "agent"] as const;
export type SupportChatRole = (typeof SUPPORT_CHAT_ROLES)[number];

export const supportChatPass = defineContract({
  name: "supportChatPass",
  method: "POST",
  path: "/api/service/chat/pass",
  request: Schema.Struct({ role: Schema.Literal(...SUPPORT_CHAT_ROLES) }),
  data: Schema.Struct({
    /** Sent as the first WebSocket frame; valid once, for 60 seconds. */
    pass: Schema.String,
    expiresAt: Schema.String,
    /** Whether it is within the service hours now (server clock). */
    online: Schema.Boolean,
  }),
  auth: "required",
  summary:
    "A one-time pass for the chat WebSocket (/api/service/chat/ws) as a learner or, for staff accounts only, as an agent.",
});

export const SupportTicketData = Schema.Struct({
  id: Schema.Number,
  /** The learner's masked phone or name. */
  learner: Schema.String,
  contact: Schema.String,
  content: Schema.String,
  status: Schema.Literal("open", "handled"),
  createdAt: Schema.String,
  handledAt: Schema.NullOr(Schema.String),
  /** The agent's reply, once answered (the learner got it as a 站内消息 and in the chat window). */
  answer: Schema.NullOr(Schema.String),
});
export type SupportTicketData = typeof SupportTicketData.Type;

export const supportLeaveMessage = defineContract({
  name: "supportLeaveMessage",
  method: "POST",
  path: "/api/service/chat/leaveMessage",
  request: Schema.Struct({
    content: SupportTicketContentParam,
    contact: Schema.optionalWith(SupportTicketContactParam, { default: () => "" }),
  }),
  data: Schema.Struct({ id: Schema.Number }),
  auth: "required",
  summary: "Outside the service hours: a message for the staff, listed as a ticket in the agent console.",
});

export const supportTicketList = defineContract({
  name: "supportTicketList",
  method: "GET",
  path: "/api/service/agent/tickets",
  request: Schema.Struct({ ...PaginationFields, status: Schema.optional(Schema.Literal("open", "handled")) }),
  data: PageOf(SupportTicketData),
  auth: "required",
  summary: "Staff only: the left messages, newest first, optionally by status.",
});

export const supportTicketHandle = defineContract({
  name: "supportTicketHandle",
  method: "POST",
  path: "/api/service/agent/tickets/handle",
  request: Schema.Struct({ id: IdParam }),
  data: SupportTicketData,
  auth: "required",
  summary: "Staff only: marks a left message handled (again changes nothing).",
});

/** An agent's reply to a left message: 1–500 characters after trimming, like a chat message. */
export const SupportTicketAnswerParam = Schema.Trim.pipe(
  Schema.filter(
    (text) => {
      const length = characterCount(text);
      return length >= 1 && length <= SUPPORT_CHAT_LIMITS.maxMessageLength;
    },
    { message: () => `must be 1-${SUPPORT_CHAT_LIMITS.maxMessageLength} characters` },
  ),
);

export const supportTicketAnswer = defineContract({
  name: "supportTicketAnswer",
  method: "POST",
  path: "/api/service/agent/tickets/answer",
  request: Schema.Struct({ id: IdParam, answer: SupportTicketAnswerParam }),
  data: SupportTicketData,
  auth: "required",
  summary:
    "Staff only: answers a left message — the reply goes into the learner's chat (seen when they next open it) and their 站内消息, and the ticket is handled; once only.",
});

export const supportChatContracts = {
  supportChatPass,
  supportLeaveMessage,
  supportTicketList,
  supportTicketHandle,
  supportTicketAnswer,
} as const;
