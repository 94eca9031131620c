import { formatStartTime, LIVE_REMINDER_LEAD_MS, LIVE_STATUS, MESSAGE_TYPES } from "@taxlearn/core";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { liveBookings, liveReminders, liveSessions } from "../../db/schema";
import type { ServerContext } from "../../server-context";
import { startPeriodicRound } from "../../shared/periodic-round";
import { deliverMessage } from "../messages/deliver-message";

/** Sessions looked at per round; the rest wait for the next round. */
const BATCH = 100;

const detailLink = (liveId: number) => `/liveDetail?id=${liveId}`;

/**
 * Claims the reminders of one kind for a session's booked learners: a row per learner not yet reminded, inserted in
 * the caller's transaction. The primary key (live, user, kind) makes a second claim (another process, a restart, a
 * repeated call) insert nothing, so each learner hears it exactly once.
 */
async function claimReminders(tx: Executor, liveId: number, kind: "soon" | "started", now: Date): Promise<number[]> {
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

/**
 * The session has just gone live: every booked learner gets a 课程提醒 once. Call it inside the transaction that
 * changes the status to 1, so the messages exist exactly when the change does.
 */
export async function notifyLiveStarted(tx: Executor, liveId: number, now: Date = new Date()): Promise<number> {
  const [session] = await tx
    .select({ title: liveSessions.title })
    .from(liveSessions)
    .where(eq(liveSessions.id, liveId))
    .limit(1);
  if (!session) return 0;
  const users = await claimReminders(tx, liveId, "started", now);
  for (const userId of users) {
    await deliverMessage(tx, {
      userId,
      type: MESSAGE_TYPES.course.value,
      title: "直播已开始",
      content: `您预约的直播「${session.title}」已开始，点击进入直播间。`,
      link: detailLink(liveId),
    });
  }
  return users.length;
}

/**
 * One round of the "starts in 30 minutes" reminders: sessions not started (status 0) whose start is within the next
 * 30 minutes; their booked learners not yet reminded get a 课程提醒. Cancelled bookings have no row and get nothing;
 * a session already started is not status 0 any more. Each session is its own transaction.
 */
export async function sendDueReminders(server: ServerContext): Promise<number> {
  const now = server.clock();
  const due = await server.db
    .select({ id: liveSessions.id, title: liveSessions.title, startTime: liveSessions.startTime })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.status, LIVE_STATUS.notStarted),
        gt(liveSessions.startTime, now),
        lte(liveSessions.startTime, new Date(now.getTime() + LIVE_REMINDER_LEAD_MS)),
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const session of due) {
    try {
      sent += await server.db.transaction(async (tx) => {
        const users = await claimReminders(tx, session.id, "soon", now);
        for (const userId of users) {
          await deliverMessage(tx, {
            userId,
            type: MESSAGE_TYPES.course.value,
            title: "直播即将开始",
            content: `您预约的直播「${session.title}」将于 ${formatStartTime(session.startTime)} 开始，请准时参加。`,
            link: detailLink(session.id),
          });
        }
        return users.length;
      });
    } catch (error) {
      server.log.error("live reminders failed", { liveId: session.id, error: String(error) });
    }
  }
  return sent;
}

/** Runs the reminder round now and every `intervalMs` (a minute); stops on call. */
export const startLiveReminderJob = (server: ServerContext, intervalMs = 60_000): (() => void) =>
  startPeriodicRound(server, {
    run: () => sendDueReminders(server),
    intervalMs,
    done: "live reminders sent",
    failed: "live reminders failed",
  });
