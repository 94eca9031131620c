import { and, asc, eq, isNull } from "drizzle-orm";
import { userContactsByIds } from "../../auth/user-contacts.repo";
import type { Executor } from "../../db/executor";
import { studyPlanRequests } from "../../db/schema";

/** Requests for a hand-made plan not fulfilled yet, oldest first, with the learner's phone (the command lists them). */
export async function openCustomRequests(db: Executor) {
  const rows = await db
    .select({
      id: studyPlanRequests.id,
      userId: studyPlanRequests.userId,
      goal: studyPlanRequests.goal,
      note: studyPlanRequests.note,
      createdAt: studyPlanRequests.createdAt,
    })
    .from(studyPlanRequests)
    .where(isNull(studyPlanRequests.fulfilledAt))
    .orderBy(asc(studyPlanRequests.id));
  const contacts = await userContactsByIds(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({ ...r, mobile: contacts.get(r.userId)?.mobile ?? null }));
}

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
