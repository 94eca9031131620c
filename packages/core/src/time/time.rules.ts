import { CONSTANTS } from "../constants";
import { MESSAGES } from "../messages";

/** A moment as the API gives it: a Date, epoch milliseconds, or text. */
export type DateInput = Date | number | string;

// spec §9: every displayed time is Beijing time (UTC+8, no daylight saving) whatever the machine's zone.
const BEIJING_OFFSET_MS = CONSTANTS.beijingOffsetHours * 3_600_000;
const WEEKDAYS = ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"] as const;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// `2026-11-18`, `2026/11/18 10:00`, `2026-11-18T10:00:00.5` … with no zone: the API's Beijing wall time.
const WALL_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/** Read a moment; text without a zone is Beijing wall time. Unreadable or absent input gives null. */
export const toInstant = (input: DateInput | null | undefined): Date | null => {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === "number") return Number.isFinite(input) ? new Date(input) : null;
  const text = input.trim();
  if (/^\d{10,}$/.test(text)) return new Date(Number(text));
  const wall = WALL_TIME.exec(text);
  if (wall) {
    const [, y, mo, d, h = "0", mi = "0", s = "0", ms = "0"] = wall;
    const utc = Date.UTC(
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h),
      Number(mi),
      Number(s),
      Number(ms.padEnd(3, "0")),
    );
    return new Date(utc - BEIJING_OFFSET_MS);
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed);
};

/** Beijing wall-clock fields of a moment. Beijing keeps one fixed offset, so shifting by it and reading UTC fields is
 * exact; no time-zone library is needed (it would cost every first render several KB). */
const inBeijing = (instant: Date) => {
  const shifted = new Date(instant.getTime() + BEIJING_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
};

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/** `yyyy-MM-dd` of Beijing wall-clock fields. */
const calendarDay = ({ year, month, day }: ReturnType<typeof inBeijing>): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/**
 * spec §9 "weekday-style date", Beijing time: `yyyy-MM-dd 星期X`, e.g. `2026-11-18 星期三`.
 * Empty for unreadable input.
 */
export const weekdayDate = (date: DateInput | null | undefined): string => {
  const instant = toInstant(date);
  if (!instant) return "";
  const local = inBeijing(instant);
  return `${calendarDay(local)} ${WEEKDAYS[local.weekday]}`;
};

/**
 * spec §9 relative time: under 1 minute N秒前, under 1 hour N分钟前, under 1 day N小时前,
 * 1 to 3 days (3 days exactly included) N天前, beyond that the weekday-style date. A time ahead of `now` reads 0秒前.
 */
export const relativeTime = (date: DateInput | null | undefined, now: DateInput): string => {
  const instant = toInstant(date);
  const reference = toInstant(now);
  if (!instant || !reference) return "";
  const elapsed = Math.max(0, reference.getTime() - instant.getTime());
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)}${MESSAGES.secondsAgo}`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}${MESSAGES.minutesAgo}`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}${MESSAGES.hoursAgo}`;
  if (elapsed <= CONSTANTS.relativeDaysMax * DAY) return `${Math.floor(elapsed / DAY)}${MESSAGES.daysAgo}`;
  return weekdayDate(instant);
};

/** spec §9: a start time in Beijing time without seconds (`2026-11-18 19:30`); 暂无相关信息 when absent (spec §8). */
export const formatStartTime = (date: DateInput | null | undefined): string => {
  const instant = toInstant(date);
  if (!instant) return MESSAGES.startTimeAbsent;
  const local = inBeijing(instant);
  return `${calendarDay(local)} ${pad(local.hours)}:${pad(local.minutes)}`;
};

/**
 * spec §9 week-period label `2026年11月第4期`: the N-th seven-day period of the Beijing month
 * (days 1–7 are 第1期, 8–14 第2期 …). Empty for unreadable input.
 */
export const weekPeriodLabel = (date: DateInput | null | undefined): string => {
  const instant = toInstant(date);
  if (!instant) return "";
  const local = inBeijing(instant);
  const period = Math.ceil(local.day / 7);
  return `${local.year}年${local.month}月第${period}期`;
};

/** spec §9: `N人已学习`, 0 when the count is missing. */
export const learnerCountLabel = (count?: number | string | null): string => {
  const n = Number(count ?? 0);
  return `${Number.isFinite(n) ? n : 0}${MESSAGES.learnersSuffix}`;
};

/** spec §9: `更新于` plus the weekday-style date (`更新于2026-11-18 星期三`); empty for unreadable input. */
export const updatedLabel = (date: DateInput | null | undefined): string => {
  const text = weekdayDate(date);
  return text ? `${MESSAGES.updatedPrefix}${text}` : "";
};

/** The Beijing calendar day of a moment as `yyyy-MM-dd` (footprints are kept per learner, item and day); "" when unreadable. */
export const beijingDay = (date: DateInput | null | undefined): string => {
  const instant = toInstant(date);
  return instant ? calendarDay(inBeijing(instant)) : "";
};
