import { endedPlanWeeks, MESSAGE_TYPES, planWeekLabel } from "@taxlearn/core";
import type { ServerContext } from "../../server-context";
import { startPeriodicRound } from "../../shared/periodic-round";
import { deliverMessage } from "../messages/deliver-message";
import * as repo from "./plan-reminders.repo";
import { STUDY_PLAN_MESSAGES } from "./study-plan.messages";

const BATCH = 200;

/**
 * One round of the weekly-target reminders: every plan in progress whose last ended week still has unstudied
 * lectures planned up to it gets one 课程提醒 for that week. The reminder row (plan, week) is claimed in the same
 * transaction as the message, and its key makes a second claim (another process, a restart, the next round) insert
 * nothing: exactly once per plan and week.
 */
export async function sendMissedWeekReminders(server: ServerContext): Promise<number> {
  const now = server.clock();
  let sent = 0;
  let after = 0;
  for (;;) {
    const plans = await repo.activePlansAfter(server.db, after, BATCH);
    if (plans.length === 0) break;
    after = plans.at(-1)!.id;
    for (const plan of plans) {
      const week = Math.min(endedPlanWeeks(plan.startAt, now), plan.weeks);
      if (week < 1) continue;
      try {
        sent += await server.db.transaction(async (tx) => {
          const missing = await repo.unfinishedLecturesUpTo(tx, plan.id, week);
          if (missing === 0) return 0;
          if (!(await repo.claimReminder(tx, plan.id, week, now))) return 0;
          await deliverMessage(tx, {
            userId: plan.userId,
            type: MESSAGE_TYPES.course.value,
            title: STUDY_PLAN_MESSAGES.reminderTitle,
            content: STUDY_PLAN_MESSAGES.reminderContent(plan.title, planWeekLabel(plan.startAt, week), missing),
            link: `/studyPlan/detail/${plan.id}`,
          });
          return 1;
        });
      } catch (error) {
        server.log.error("study plan reminders failed", { planId: plan.id, error: String(error) });
      }
    }
    if (plans.length < BATCH) break;
  }
  return sent;
}

/** Runs the reminder round now and every `intervalMs` (ten minutes); stops on call. */
export const startStudyPlanReminderJob = (server: ServerContext, intervalMs = 600_000): (() => void) =>
  startPeriodicRound(server, {
    run: () => sendMissedWeekReminders(server),
    intervalMs,
    done: "study plan reminders sent",
    failed: "study plan reminders failed",
  });
