import { MESSAGE_TYPES } from "@taxlearn/core";
import type { Database } from "../../db/database";
import { deliverMessage } from "../messages/deliver-message";
import { applyLayOut, layOutCourses, planStartOf } from "./plan-builder";
import { findOpenRequest, markRequestFulfilled } from "./plan-requests.repo";
import { STUDY_PLAN_MESSAGES } from "./study-plan.messages";
import * as repo from "./study-plan.repo";

/**
 * Fulfils a 人工定制课单 request with the courses an operator picked, in order: one transaction makes the plan,
 * marks the request and messages the learner. Returns the plan id, or the reason it could not.
 */
export async function fulfilCustomRequest(
  db: Database,
  input: { requestId: number; courseIds: number[]; title: string; weeklyHours: number; now: Date },
): Promise<{ ok: true; planId: number } | { ok: false; reason: string }> {
  return db.transaction(async (tx) => {
    const request = await findOpenRequest(tx, input.requestId);
    if (!request) return { ok: false, reason: `no open request ${input.requestId}` };
    const weeklyMinutes = input.weeklyHours * 60;
    const laid = await layOutCourses(tx, input.courseIds, weeklyMinutes);
    if (!laid.ok) return { ok: false, reason: `course ${laid.courseId} cannot be planned` };
    const plan = await repo.insertPlan(tx, {
      userId: request.userId,
      title: input.title,
      goal: request.goal,
      categoryIds: laid.categoryIds,
      weeklyMinutes,
      startAt: planStartOf(input.now),
      deadline: null,
      explanation: null,
      stages: laid.stages,
      weeks: laid.plan.weeks,
      createdAt: input.now,
      updatedAt: input.now,
    });
    await applyLayOut(tx, plan, laid, input.now);
    await markRequestFulfilled(tx, request.id, plan.id, input.now);
    await deliverMessage(tx, {
      userId: request.userId,
      type: MESSAGE_TYPES.system.value,
      title: STUDY_PLAN_MESSAGES.fulfilledTitle,
      content: STUDY_PLAN_MESSAGES.fulfilledContent(input.title),
      link: `/studyPlan/detail/${plan.id}`,
    });
    return { ok: true, planId: plan.id };
  });
}
