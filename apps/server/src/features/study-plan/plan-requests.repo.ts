import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { studyPlanRequests, users } from "../../db/schema";

/** Requests for a hand-made plan not fulfilled yet, oldest first (what the operator command lists). */
export const openCustomRequests = (db: Executor) =>
  db
    .select({
      id: studyPlanRequests.id,
      mobile: users.mobile,
      goal: studyPlanRequests.goal,
      note: studyPlanRequests.note,
      createdAt: studyPlanRequests.createdAt,
    })
    .from(studyPlanRequests)
    .innerJoin(users, eq(users.id, studyPlanRequests.userId))
    .where(isNull(studyPlanRequests.fulfilledAt))
    .orderBy(asc(studyPlanRequests.id));

export const findOpenRequest = async (tx: Executor, requestId: number) =>
  (
    await tx
      .select()
      .from(studyPlanRequests)
      .where(and(eq(studyPlanRequests.id, requestId), isNull(studyPlanRequests.fulfilledAt)))
      .limit(1)
  )[0] ?? null;

export const markRequestFulfilled = (tx: Executor, requestId: number, planId: number, at: Date) =>
  tx.update(studyPlanRequests).set({ planId, fulfilledAt: at }).where(eq(studyPlanRequests.id, requestId));
