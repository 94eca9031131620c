import type { UserInfoData } from "@taxlearn/api";
import { formatStartTime, toInstant } from "@taxlearn/core";

export interface ActiveMembership {
  productId: number | null;
  name: string;
  /** Beijing dates, yyyy-MM-dd */
  start: string;
  end: string;
}

const dateOf = (value: string | number | null | undefined): string => formatStartTime(value).slice(0, 10);

/** The learner's membership when it is active now (started, not yet ended), else null. */
export function activeMembership(user: UserInfoData, now: Date): ActiveMembership | null {
  const start = toInstant(user.vipStartTime ?? null);
  const end = toInstant(user.vipEndTime ?? null);
  if (!start || !end || start.getTime() > now.getTime() || end.getTime() <= now.getTime()) return null;
  return {
    productId: user.vipProductId === null || user.vipProductId === undefined ? null : Number(user.vipProductId),
    name: user.vipName ?? "",
    start: dateOf(user.vipStartTime),
    end: dateOf(user.vipEndTime),
  };
}
