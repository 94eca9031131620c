import type { Executor } from "../../db/executor";
import { applyLayOut, layOutCourses, planStartOf } from "./plan-builder";
import * as repo from "./study-plan.repo";

/** Weekly hours an assigned plan is laid out over (the learner may change it on the plan's page). */
const ASSIGNED_WEEKLY_HOURS = 5;

/**
 * Makes a study plan of the given courses, in order, for a learner an organisation assigned it to (call inside the
 * assignment's transaction). The plan's deadline is the assignment's; a course that cannot be planned (a series, a
 * lecture longer than a week's hours) refuses the whole plan.
 */
export async function createAssignedPlan(
  tx: Executor,
  input: { userId: number; courseIds: readonly number[]; title: string; goal: string; deadline: string; now: Date },
): Promise<{ ok: true; planId: number } | { ok: false; courseId: number }> {
  const weeklyMinutes = ASSIGNED_WEEKLY_HOURS * 60;
  const laid = await layOutCourses(tx, input.courseIds, weeklyMinutes);
  if (!laid.ok) return laid;
  const plan = await repo.insertPlan(tx, {
    userId: input.userId,
    title: input.title,
    goal: input.goal,
    categoryIds: laid.categoryIds,
    weeklyMinutes,
    startAt: planStartOf(input.now),
    deadline: input.deadline,
    explanation: null,
    stages: laid.stages,
    weeks: laid.plan.weeks,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await applyLayOut(tx, plan, laid, input.now);
  return { ok: true, planId: plan.id };
}
