import { formatStartTime, MESSAGE_TYPES } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import type { ServerContext } from "../../server-context";
import { startPeriodicRound } from "../../shared/periodic-round";
import { deliverMessage } from "../messages/deliver-message";
import { claimReminders, liveTitle, sessionsStartingSoon } from "./live-reminders.repo";

/** Sessions looked at per round; the rest wait for the next round. */
const BATCH = 100;

const detailLink = (liveId: number) => `/liveDetail?id=${liveId}`;

/**
 * The session has just gone live: every booked learner gets a 课程提醒 once. Call it inside the transaction that
 * changes the status to 1, so the messages exist exactly when the change does.
 */
export async function notifyLiveStarted(tx: Executor, liveId: number, now: Date = new Date()): Promise<number> {
  const title = await liveTitle(tx, liveId);
  if (title === undefined) return 0;
  const users = await claimReminders(tx, liveId, "started", now);
  for (const userId of users) {
    await deliverMessage(tx, {
      userId,
      type: MESSAGE_TYPES.course.value,
      title: "直播已开始",
      content: `您预约的直播「${title}」已开始，点击进入直播间。`,
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
  const due = await sessionsStartingSoon(server.db, now, BATCH);
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
