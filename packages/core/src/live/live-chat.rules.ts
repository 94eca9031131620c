import { type ChatTextCheck, checkChatText } from "../support-chat/service-hours.rules";
import { LIVE_STATUS } from "./live.rules";

/** A live session's chat: the server enforces these, the panel shows them. */
export const LIVE_CHAT_LIMITS = {
  /** Characters of one message (after trimming; an emoji counts as one). */
  maxMessageLength: 200,
  /** One account may send this many messages into one session … */
  messagesPerWindow: 5,
  /** … within this many milliseconds. */
  rateWindowMs: 10 * 1000,
  /** Messages a viewer gets when joining (the latest ones). */
  historySize: 50,
  /** Open chat sockets per account and server process. */
  socketsPerUser: 5,
} as const;

/** Trims a live-chat message and checks it is 1–200 characters; it stays plain text. */
export const checkLiveChatText = (raw: string): ChatTextCheck => checkChatText(raw, LIVE_CHAT_LIMITS.maxMessageLength);

/** Whether one more message fits, given how many the sender sent into this session within the window. */
export const withinLiveChatRate = (sentInWindow: number): boolean => sentInWindow < LIVE_CHAT_LIMITS.messagesPerWindow;

/** Start of the rate window ending at `at` (messages sent after it count). */
export const liveChatWindowStart = (at: Date): Date => new Date(at.getTime() - LIVE_CHAT_LIMITS.rateWindowMs);

/** spec §4: the chat takes messages only while the session is live (1); before it has not started, after it is read-only. */
export type LiveChatPhase = "notStarted" | "open" | "ended";

export const liveChatPhase = (status: number): LiveChatPhase =>
  status === LIVE_STATUS.live ? "open" : status === LIVE_STATUS.replay ? "ended" : "notStarted";

/** Reminders: booked learners are told this long before the start (课程提醒). */
export const LIVE_REMINDER_LEAD_MS = 30 * 60 * 1000;

/** Whether a session starting at `start`, not started yet, is due its "starts soon" reminder at `now`. */
export const liveReminderDue = (start: Date, now: Date): boolean =>
  start.getTime() > now.getTime() && start.getTime() - now.getTime() <= LIVE_REMINDER_LEAD_MS;
