import { beijingDay, weekdayDate } from "@taxlearn/core";
import { CENTRE_TEXT } from "../centre.messages";

const DAY_MS = 86_400_000;

/** A footprint day (yyyy-MM-dd, Beijing) as the list heads it: 今天, 昨天, else the weekday-style date. */
export function footprintDayLabel(day: string, now: Date): string {
  if (day === beijingDay(now)) return CENTRE_TEXT.today;
  if (day === beijingDay(now.getTime() - DAY_MS)) return CENTRE_TEXT.yesterday;
  return weekdayDate(day) || day;
}

/** Consecutive footprints of one day together, in the list's order (the server sends newest day first). */
export function groupByDay<T extends { readonly day: string }>(items: ReadonlyArray<T>): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.day === item.day) last.items.push(item);
    else groups.push({ day: item.day, items: [item] });
  }
  return groups;
}
