import type { Executor } from "../../db/executor";
import { appendCreditEntry } from "./credits.repo";

/** Live sessions are policy briefings for everyone in the trade: their minutes count as 公需科目. */
export const LIVE_CREDIT_CATEGORY = "公需科目" as const;

/**
 * Credits the minutes a learner attended a live session, in the caller's transaction. Whoever knows the attendance
 * (the live room) calls it once per attendance with the seconds it measured.
 */
export async function creditLiveAttendance(
  tx: Executor,
  attendance: { userId: number; liveId: number; title: string; seconds: number; endedAt: Date },
): Promise<void> {
  if (!(attendance.seconds > 0)) return;
  await appendCreditEntry(tx, {
    userId: attendance.userId,
    source: "live",
    category: LIVE_CREDIT_CATEGORY,
    liveId: attendance.liveId,
    title: attendance.title,
    seconds: attendance.seconds,
    earnedAt: attendance.endedAt,
  });
}
