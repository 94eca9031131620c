import { asc, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { userContactsByIds } from "../../../auth/user-contacts.repo";
import type { Executor } from "../../../db/executor";
import { studyPlanRequests, studyPlans } from "../../../db/schema";

export type PlanRequestRow = typeof studyPlanRequests.$inferSelect & {
  learnerName: string;
  learnerMobile: string | null;
};

async function withLearners(
  db: Executor,
  rows: readonly (typeof studyPlanRequests.$inferSelect)[],
): Promise<PlanRequestRow[]> {
  const contacts = await userContactsByIds(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({
    ...r,
    learnerName: contacts.get(r.userId)?.username ?? "",
    learnerMobile: contacts.get(r.userId)?.mobile ?? null,
  }));
}

/** A page of requests: open ones oldest first (the queue), fulfilled ones newest first, all: newest first. */
export async function listPlanRequests(
  db: Executor,
  status: "open" | "fulfilled" | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: PlanRequestRow[]; total: number }> {
  const where =
    status === "open"
      ? isNull(studyPlanRequests.fulfilledAt)
      : status === "fulfilled"
        ? isNotNull(studyPlanRequests.fulfilledAt)
        : undefined;
  const order = status === "open" ? asc(studyPlanRequests.id) : desc(studyPlanRequests.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(studyPlanRequests)
      .where(where)
      .orderBy(order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(studyPlanRequests).where(where),
  ]);
  return { rows: await withLearners(db, rows), total: total?.n ?? 0 };
}

export async function findPlanRequest(db: Executor, id: number): Promise<PlanRequestRow | null> {
  const rows = await db.select().from(studyPlanRequests).where(eq(studyPlanRequests.id, id)).limit(1);
  return (await withLearners(db, rows))[0] ?? null;
}

/** Any learner's plan by id (the console shows what a request was fulfilled with). */
export const findPlanById = async (db: Executor, planId: number) =>
  (await db.select().from(studyPlans).where(eq(studyPlans.id, planId)).limit(1))[0] ?? null;
