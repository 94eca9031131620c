/**
 * When the live customer service is staffed. spec §2 footer: "service hours weekdays 8:30-12:00 and 13:00-17:00";
 * §9: times use the Beijing offset of 8 hours (China keeps no daylight saving, so a fixed offset is exact).
 * Statutory holidays are not known to this rule (no holiday calendar is kept); see the decision record.
 */

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Opening spans in minutes after Beijing midnight: [start, end). */
export const SERVICE_SPANS: ReadonlyArray<readonly [number, number]> = [
  [8 * 60 + 30, 12 * 60],
  [13 * 60, 17 * 60],
];

/** Whether the instant falls in the service hours: a weekday (Mon–Fri, Beijing) and inside a span, end exclusive. */
export function isServiceOpen(at: Date): boolean {
  const beijing = new Date(at.getTime() + BEIJING_OFFSET_MS);
  const day = beijing.getUTCDay();
  if (day === 0 || day === 6) return false;
  const minute = beijing.getUTCHours() * 60 + beijing.getUTCMinutes();
  return SERVICE_SPANS.some(([start, end]) => minute >= start && minute < end);
}

/** The text the offline window shows (spec §2 footer wording). */
export const SERVICE_HOURS_TEXT = "工作日 8:30-12:00，13:00-17:00（法定节假日除外）";

/** Live-chat limits; the server enforces them, the window shows them. */
export const SUPPORT_CHAT_LIMITS = {
  /** Characters of one chat message (after trimming). */
  maxMessageLength: 500,
  /** Characters of a leave-a-message ticket. */
  maxTicketLength: 1000,
  /** A learner may send this many messages … */
  messagesPerWindow: 8,
  /** … within this many milliseconds. */
  rateWindowMs: 10 * 1000,
} as const;

/** Whether one more message fits the rate window, given how many the sender sent in it. */
export const withinChatRate = (sentInWindow: number): boolean => sentInWindow < SUPPORT_CHAT_LIMITS.messagesPerWindow;

/** Start of the rate window ending at `at`. */
export const chatRateWindowStart = (at: Date): Date => new Date(at.getTime() - SUPPORT_CHAT_LIMITS.rateWindowMs);

/** Characters as a reader counts them (code points, so an emoji is one). */
const lengthOf = (text: string): number => [...text].length;

export type ChatTextCheck =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly problem: "empty" | "tooLong" };

/** Trims a chat message or ticket and checks it against its limit; the text stays plain text (never HTML). */
export function checkChatText(raw: string, limit: number = SUPPORT_CHAT_LIMITS.maxMessageLength): ChatTextCheck {
  const text = raw.trim();
  if (text === "") return { ok: false, problem: "empty" };
  if (lengthOf(text) > limit) return { ok: false, problem: "tooLong" };
  return { ok: true, text };
}

/** Back-off of the chat window's reconnects: 0.5 s, 1 s, 2 s, 5 s, then every 10 s. */
export const CHAT_RECONNECT_DELAYS_MS: readonly number[] = [500, 1000, 2000, 5000, 10_000];

export const chatReconnectDelay = (attempt: number): number =>
  CHAT_RECONNECT_DELAYS_MS[Math.min(Math.max(0, Math.floor(attempt)), CHAT_RECONNECT_DELAYS_MS.length - 1)] as number;
