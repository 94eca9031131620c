import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { organisations, orgCreditRequirements, orgMembers, type StoredCategoryTenths } from "../../db/schema";

/**
 * An organisation's members and its own yearly study-hour requirement, as the organisation reports and the
 * learner's 学时档案 read them.
 */

/** The names of these organisations, by id. */
export const organisationNames = async (db: Executor, ids: readonly number[]): Promise<Map<number, string>> =>
  new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: organisations.id, name: organisations.name })
            .from(organisations)
            .where(inArray(organisations.id, [...ids]))
        ).map((r) => [r.id, r.name]),
  );

// ---- members ----

/** Every member of an organisation (one row per account, the company of its newest link). */
export async function membersOf(db: Executor, orgId: number) {
  const rows = await db
    .select({ userId: orgMembers.userId, companyId: orgMembers.companyId, joinedAt: orgMembers.createdAt })
    .from(orgMembers)
    .where(eq(orgMembers.orgId, orgId))
    .orderBy(asc(orgMembers.userId), desc(orgMembers.createdAt));
  const byUser = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!byUser.has(row.userId)) byUser.set(row.userId, row);
  return [...byUser.values()];
}

/** The ids among `userIds` that are members of the organisation. */
export const membersAmong = async (db: Executor, orgId: number, userIds: readonly number[]): Promise<number[]> =>
  userIds.length === 0
    ? []
    : [
        ...new Set(
          (
            await db
              .select({ userId: orgMembers.userId })
              .from(orgMembers)
              .where(and(eq(orgMembers.orgId, orgId), inArray(orgMembers.userId, [...userIds])))
          ).map((r) => r.userId),
        ),
      ];

// ---- requirements ----

export interface StoredRequirement {
  readonly orgId: number;
  readonly orgName: string;
  readonly totalTenths: number;
  readonly byCategoryTenths: StoredCategoryTenths;
}

export const requirementOf = async (db: Executor, orgId: number) =>
  (await db.select().from(orgCreditRequirements).where(eq(orgCreditRequirements.orgId, orgId)).limit(1))[0] ?? null;

/** Sets (or replaces) the organisation's own requirement. */
export const saveRequirement = (
  db: Executor,
  values: { orgId: number; totalTenths: number; byCategoryTenths: StoredCategoryTenths; at: Date; by: number },
) =>
  db
    .insert(orgCreditRequirements)
    .values({
      orgId: values.orgId,
      totalTenths: values.totalTenths,
      byCategoryTenths: values.byCategoryTenths,
      updatedAt: values.at,
      updatedBy: values.by,
    })
    .onConflictDoUpdate({
      target: orgCreditRequirements.orgId,
      set: {
        totalTenths: values.totalTenths,
        byCategoryTenths: values.byCategoryTenths,
        updatedAt: values.at,
        updatedBy: values.by,
      },
    });

/**
 * The requirements of the organisations the learner belongs to that set one, the `preferOrgId` first (the session's
 * organisation), then by organisation id.
 */
export async function learnerOrgRequirements(
  db: Executor,
  userId: number,
  preferOrgId: number | null,
): Promise<StoredRequirement[]> {
  const rows = await db
    .select({
      orgId: orgCreditRequirements.orgId,
      orgName: organisations.name,
      totalTenths: orgCreditRequirements.totalTenths,
      byCategoryTenths: orgCreditRequirements.byCategoryTenths,
    })
    .from(orgMembers)
    .innerJoin(orgCreditRequirements, eq(orgCreditRequirements.orgId, orgMembers.orgId))
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(eq(orgMembers.userId, userId));
  const unique = [...new Map(rows.map((r) => [r.orgId, r])).values()];
  return unique.toSorted(
    (a, b) => Number(b.orgId === preferOrgId) - Number(a.orgId === preferOrgId) || a.orgId - b.orgId,
  );
}
