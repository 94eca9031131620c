import { beijingDay } from "@taxlearn/core";

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** The Beijing calendar year of a moment: study hours count by the year the learner studied in, in China. */
export const beijingYear = (at: Date): number => Number(beijingDay(at).slice(0, 4));

/** [Beijing 1 January 00:00 of the year, of the next year). */
export const beijingYearBounds = (year: number): { from: Date; to: Date } => ({
  from: new Date(Date.UTC(year, 0, 1) - BEIJING_OFFSET_MS),
  to: new Date(Date.UTC(year + 1, 0, 1) - BEIJING_OFFSET_MS),
});

/** `2026年03月05日`, the day in Beijing (certificates). */
export const beijingDateLabel = (at: Date): string => {
  const [y, m, d] = beijingDay(at).split("-");
  return `${y}年${m}月${d}日`;
};
