import { LIVE_REMINDER_LEAD_MS, LIVE_STATUS } from "@taxlearn/core";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { liveBookings, liveReminders, liveSessions } from "../../db/schema";

/**
 * Claims the reminders of one kind for a session's booked learners: a row per learner not yet reminded, inserted in
 * the caller's transaction. The primary key (live, user, kind) makes a second claim (another process, a restart, a
 * repeated call) insert nothing, so each learner hears it exactly once.
 */
export async function claimReminders(
  tx: Executor,
  liveId: number,
  kind: "soon" | "started",
  now: Date,
): Promise<number[]> {
  const rows = await tx.execute<{ user_id: number }>(sql`
    insert into ${liveReminders} (live_id, user_id, kind, sent_at)
    select ${liveBookings.liveId}, ${liveBookings.userId}, ${kind}, ${now.toISOString()}::timestamptz
    from ${liveBookings}
    where ${liveBookings.liveId} = ${liveId}
    on conflict do nothing
    returning user_id`);
  // PGlite and node-postgres both answer { rows }
  return (rows as unknown as { rows: { user_id: number }[] }).rows.map((r) => Number(r.user_id));
}

export const liveTitle = async (db: Executor, liveId: number) =>
  (await db.select({ title: liveSessions.title }).from(liveSessions).where(eq(liveSessions.id, liveId)).limit(1))[0]
    ?.title;

/** Sessions not started (status 0) whose start is within the reminder lead time from `now`, at most `limit`. */
export const sessionsStartingSoon = (db: Executor, now: Date, limit: number) =>
  db
    .select({ id: liveSessions.id, title: liveSessions.title, startTime: liveSessions.startTime })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.status, LIVE_STATUS.notStarted),
        gt(liveSessions.startTime, now),
        lte(liveSessions.startTime, new Date(now.getTime() + LIVE_REMINDER_LEAD_MS)),
      ),
    )
    .limit(limit);
