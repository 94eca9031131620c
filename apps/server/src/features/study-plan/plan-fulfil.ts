import { MESSAGE_TYPES } from "@taxlearn/core";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { onSaleCourseTitles } from "../catalogue/courses.repo";
import { deliverMessage } from "../messages/deliver-message";
import { applyLayOut, layOutCourses, planStartOf } from "./plan-builder";
import { findOpenRequest, markRequestFulfilled } from "./plan-requests.repo";
import { STUDY_PLAN_MESSAGES } from "./study-plan.messages";
import * as repo from "./study-plan.repo";

export type FulfilFailure =
  | { readonly ok: false; readonly problem: "notOpen" }
  | { readonly ok: false; readonly problem: "duplicate"; readonly courseId: number }
  | { readonly ok: false; readonly problem: "notOnSale"; readonly courseId: number }
  | { readonly ok: false; readonly problem: "notPlannable"; readonly courseId: number };

/** What a fulfilled request made, handed to the caller's step inside the same transaction (the console's audit). */
export interface Fulfilled {
  readonly requestId: number;
  readonly userId: number;
  readonly planId: number;
  readonly title: string;
  readonly courseIds: readonly number[];
}

/**
 * Fulfils a 人工定制课单 request with the courses an operator picked, in order: one transaction makes the plan,
 * marks the request, messages the learner (with a link to the plan) and runs `alsoInTransaction` (the console's
 * audit row), so all of it happens or none. Only open requests and on-sale courses a plan can hold are taken.
 */
export async function fulfilCustomRequest(
  db: Database,
  input: { requestId: number; courseIds: number[]; title: string; weeklyHours: number; now: Date },
  alsoInTransaction?: (tx: Executor, fulfilled: Fulfilled) => Promise<void>,
): Promise<{ ok: true; planId: number } | FulfilFailure> {
  const duplicate = input.courseIds.find((id, i) => input.courseIds.indexOf(id) !== i);
  if (duplicate !== undefined) return { ok: false, problem: "duplicate", courseId: duplicate };
  return db.transaction(async (tx) => {
    const request = await findOpenRequest(tx, input.requestId);
    if (!request) return { ok: false, problem: "notOpen" } as const;
    const onSale = await onSaleCourseTitles(tx, input.courseIds);
    const withdrawn = input.courseIds.find((id) => !onSale.has(id));
    if (withdrawn !== undefined) return { ok: false, problem: "notOnSale", courseId: withdrawn } as const;
    const weeklyMinutes = input.weeklyHours * 60;
    const laid = await layOutCourses(tx, input.courseIds, weeklyMinutes);
    if (!laid.ok) return { ok: false, problem: "notPlannable", courseId: laid.courseId } as const;
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
    await alsoInTransaction?.(tx, {
      requestId: request.id,
      userId: request.userId,
      planId: plan.id,
      title: input.title,
      courseIds: input.courseIds,
    });
    return { ok: true, planId: plan.id } as const;
  });
}

/** A failure as the operator command prints it. */
export const fulfilFailureText = (failure: FulfilFailure, requestId: number): string =>
  failure.problem === "notOpen"
    ? `no open request ${requestId}`
    : `course ${failure.courseId} cannot be planned (${failure.problem})`;
