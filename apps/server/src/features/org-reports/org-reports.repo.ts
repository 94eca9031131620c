import { and, asc, count, desc, eq, gte, isNull, lte } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { orgAssignmentLearners, orgAssignments, orgManagers } from "../../db/schema";

/** Organisation managers and assignments: the only module that reads or writes their tables. */

// ---- managers ----

/** The organisations the account manages, by id. */
export const managedOrgIds = async (db: Executor, userId: number): Promise<number[]> =>
  (
    await db
      .select({ orgId: orgManagers.orgId })
      .from(orgManagers)
      .where(eq(orgManagers.userId, userId))
      .orderBy(asc(orgManagers.orgId))
  ).map((r) => r.orgId);

export const managesOrg = async (db: Executor, userId: number, orgId: number): Promise<boolean> =>
  (
    await db
      .select({ userId: orgManagers.userId })
      .from(orgManagers)
      .where(and(eq(orgManagers.userId, userId), eq(orgManagers.orgId, orgId)))
      .limit(1)
  ).length > 0;

/** The managers of an organisation, first granted first. */
export const managersOf = (db: Executor, orgId: number) =>
  db
    .select({ userId: orgManagers.userId, grantedAt: orgManagers.grantedAt })
    .from(orgManagers)
    .where(eq(orgManagers.orgId, orgId))
    .orderBy(asc(orgManagers.grantedAt), asc(orgManagers.userId));

/** Grants the role (again changes nothing); true when it was new. */
export const grantOrgManager = async (
  db: Executor,
  grant: { orgId: number; userId: number; at: Date; grantedBy: number | null },
): Promise<boolean> =>
  (
    await db
      .insert(orgManagers)
      .values({ orgId: grant.orgId, userId: grant.userId, grantedAt: grant.at, grantedBy: grant.grantedBy })
      .onConflictDoNothing()
      .returning({ userId: orgManagers.userId })
  ).length > 0;

/** Takes the role back; true when the account had it. */
export const revokeOrgManager = async (db: Executor, orgId: number, userId: number): Promise<boolean> =>
  (
    await db
      .delete(orgManagers)
      .where(and(eq(orgManagers.orgId, orgId), eq(orgManagers.userId, userId)))
      .returning({ userId: orgManagers.userId })
  ).length > 0;

// ---- assignments ----

export type AssignmentRow = typeof orgAssignments.$inferSelect;

export const insertAssignment = async (db: Executor, values: typeof orgAssignments.$inferInsert) =>
  (await db.insert(orgAssignments).values(values).returning())[0]!;

export const insertAssignmentLearners = (
  db: Executor,
  rows: readonly { assignmentId: number; userId: number; studyPlanId: number | null; remindedAt: Date | null }[],
) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insert(orgAssignmentLearners)
        .values([...rows])
        .onConflictDoNothing();

/** A page of the organisation's assignments, newest first, with how many learners each went to. */
export async function assignmentsOf(db: Executor, orgId: number, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .select({ assignment: orgAssignments, learners: count(orgAssignmentLearners.userId) })
      .from(orgAssignments)
      .leftJoin(orgAssignmentLearners, eq(orgAssignmentLearners.assignmentId, orgAssignments.id))
      .where(eq(orgAssignments.orgId, orgId))
      .groupBy(orgAssignments.id)
      .orderBy(desc(orgAssignments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orgAssignments).where(eq(orgAssignments.orgId, orgId)),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** Learners not reminded yet of assignments due from `fromDay` to `toDay` (Beijing days, inclusive), at most `limit`. */
export const dueReminders = (db: Executor, fromDay: string, toDay: string, limit: number) =>
  db
    .select({
      assignmentId: orgAssignments.id,
      userId: orgAssignmentLearners.userId,
      title: orgAssignments.title,
      kind: orgAssignments.kind,
      courseIds: orgAssignments.courseIds,
      deadline: orgAssignments.deadline,
      studyPlanId: orgAssignmentLearners.studyPlanId,
    })
    .from(orgAssignmentLearners)
    .innerJoin(orgAssignments, eq(orgAssignments.id, orgAssignmentLearners.assignmentId))
    .where(
      and(
        isNull(orgAssignmentLearners.remindedAt),
        gte(orgAssignments.deadline, fromDay),
        lte(orgAssignments.deadline, toDay),
      ),
    )
    .limit(limit);

/** Marks one learner's reminder sent; false when another round already did (so it is sent once). */
export const claimReminder = async (db: Executor, assignmentId: number, userId: number, at: Date): Promise<boolean> =>
  (
    await db
      .update(orgAssignmentLearners)
      .set({ remindedAt: at })
      .where(
        and(
          eq(orgAssignmentLearners.assignmentId, assignmentId),
          eq(orgAssignmentLearners.userId, userId),
          isNull(orgAssignmentLearners.remindedAt),
        ),
      )
      .returning({ userId: orgAssignmentLearners.userId })
  ).length > 0;
