import { count, desc, eq, max, sql } from "drizzle-orm";
import { accountNames } from "../../../auth/user-directory.repo";
import type { Executor } from "../../../db/executor";
import { organisations, orgLinkKeys, orgMembers } from "../../../db/schema";

export type OrgRow = typeof organisations.$inferSelect;
export type OrgValues = Omit<typeof organisations.$inferInsert, "id">;

export const countOrgMembers = async (db: Executor, orgId: number): Promise<number> =>
  (await db.select({ n: count() }).from(orgMembers).where(eq(orgMembers.orgId, orgId)))[0]?.n ?? 0;

export const updateOrganisation = async (db: Executor, id: number, values: OrgValues): Promise<OrgRow> =>
  (await db.update(organisations).set(values).where(eq(organisations.id, id)).returning())[0]!;

/** A new organisation takes the next id (the caller holds the save lock, so two saves never pick the same one). */
export async function insertOrganisation(db: Executor, values: OrgValues): Promise<OrgRow> {
  const [top] = await db.select({ id: max(organisations.id) }).from(organisations);
  return (
    await db
      .insert(organisations)
      .values({ id: (top?.id ?? 0) + 1, ...values })
      .returning()
  )[0]!;
}

export const setOrgKeyVersion = (db: Executor, orgId: number, version: number, now: Date) =>
  db
    .insert(orgLinkKeys)
    .values({ orgId, version, rotatedAt: now })
    .onConflictDoUpdate({ target: orgLinkKeys.orgId, set: { version: sql`excluded.version`, rotatedAt: now } });

/** A page of the organisation's learners, newest member first. */
export async function listOrgLearners(db: Executor, orgId: number, page: number, pageSize: number) {
  const where = eq(orgMembers.orgId, orgId);
  const account = accountNames(db);
  const [rows, total] = await Promise.all([
    db
      .select({
        userId: orgMembers.userId,
        username: account.username,
        phone: account.mobile,
        externalUserId: orgMembers.externalUserId,
        companyId: orgMembers.companyId,
        joinedAt: orgMembers.createdAt,
      })
      .from(orgMembers)
      .innerJoin(account, eq(account.userId, orgMembers.userId))
      .where(where)
      .orderBy(desc(orgMembers.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countOrgMembers(db, orgId),
  ]);
  return { list: rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() })), total };
}
