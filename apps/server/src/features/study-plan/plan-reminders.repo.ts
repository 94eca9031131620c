import { STUDY_PLAN_LIMITS, STUDY_PLAN_STATUS } from "@taxlearn/core";
import { and, asc, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { studyPlanLectures, studyPlanReminders, studyPlans } from "../../db/schema";

/** Plans in progress after plan id `after`, by id, at most `limit` (one batch of the reminder round). */
export const activePlansAfter = (db: Executor, after: number, limit: number) =>
  db
    .select({
      id: studyPlans.id,
      userId: studyPlans.userId,
      title: studyPlans.title,
      startAt: studyPlans.startAt,
      weeks: studyPlans.weeks,
    })
    .from(studyPlans)
    .where(and(eq(studyPlans.status, STUDY_PLAN_STATUS.active.value), gt(studyPlans.id, after)))
    .orderBy(asc(studyPlans.id))
    .limit(limit);

/** How many lectures planned up to `week` the learner has not finished. */
export const unfinishedLecturesUpTo = async (db: Executor, planId: number, week: number): Promise<number> =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(studyPlanLectures)
      .where(
        and(
          eq(studyPlanLectures.planId, planId),
          lte(studyPlanLectures.week, week),
          lt(studyPlanLectures.progress, STUDY_PLAN_LIMITS.doneProgress),
        ),
      )
  )[0]?.n ?? 0;

/** Claims the reminder of a plan's week; false when it was claimed before (its key makes it once only). */
export const claimReminder = async (tx: Executor, planId: number, week: number, at: Date): Promise<boolean> =>
  (
    await tx
      .insert(studyPlanReminders)
      .values({ planId, week, sentAt: at })
      .onConflictDoNothing()
      .returning({ week: studyPlanReminders.week })
  ).length > 0;
