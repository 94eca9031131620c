import { CONSTANTS } from "../constants";
import { MESSAGES } from "../messages";

/** spec §9 unread badge: hidden (null) at 0, the count under 100, 99+ from 100. */
export const unreadBadge = (count: number | null | undefined): string | null => {
  const n = Math.max(0, Math.trunc(count ?? 0));
  if (n === 0 || Number.isNaN(n)) return null;
  return n > CONSTANTS.unreadCap ? MESSAGES.unreadOverflow : String(n);
};
