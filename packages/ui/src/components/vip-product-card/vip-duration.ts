import { COMMERCE_UI_TEXT } from "../../commerce.messages";

/** A membership's length in words: whole years as 年, whole months (30 days) as 个月, anything else in days. */
export function vipDurationLabel(days: number): string {
  const text = COMMERCE_UI_TEXT;
  if (days > 0 && days % 365 === 0) return text.years(days / 365);
  if (days > 0 && days % 30 === 0) return text.months(days / 30);
  return text.days(Math.max(0, Math.trunc(days)));
}
