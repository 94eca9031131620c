import { and, asc, eq, lt } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { authTokens, organisations, orgLoginNonces, orgMembers, vipProducts } from "../../db/schema";

export const findOrganisation = async (db: Executor, id: number) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)).limit(1))[0];

export const listOrganisations = (db: Executor) => db.select().from(organisations).orderBy(asc(organisations.id));

export const findMember = async (db: Executor, orgId: number, externalUserId: string) =>
  (
    await db
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.externalUserId, externalUserId)))
      .limit(1)
  )[0];

/** Whether the user belongs to the organisation (through that company, when one is given). */
export const isMember = async (db: Executor, orgId: number, userId: number, companyId?: string) =>
  (
    await db
      .select({ userId: orgMembers.userId })
      .from(orgMembers)
      .where(
        and(
          eq(orgMembers.orgId, orgId),
          eq(orgMembers.userId, userId),
          companyId === undefined ? undefined : eq(orgMembers.companyId, companyId),
        ),
      )
      .limit(1)
  ).length > 0;

export const linkOrgMember = (
  db: Executor,
  orgId: number,
  externalUserId: string,
  userId: number,
  companyId: string | null,
  now: Date,
) => db.insert(orgMembers).values({ orgId, externalUserId, userId, companyId, createdAt: now }).onConflictDoNothing();

/** Records a payload nonce; false when it was already used (a replay). */
export const claimNonce = async (db: Executor, orgId: number, nonce: string, now: Date) => {
  const rows = await db
    .insert(orgLoginNonces)
    .values({ orgId, nonce, usedAt: now })
    .onConflictDoNothing()
    .returning({ id: orgLoginNonces.id });
  return rows.length === 1;
};

/** Forgets nonces used before `before`: payloads carrying them are refused as expired anyway. */
export const pruneNonces = (db: Executor, before: Date) =>
  db.delete(orgLoginNonces).where(lt(orgLoginNonces.usedAt, before));

export const scopeTokenToOrg = (db: Executor, tokenHash: string, orgId: number) =>
  db.update(authTokens).set({ orgId }).where(eq(authTokens.tokenHash, tokenHash));

export const orgVipProducts = (db: Executor, orgId: number) =>
  db.select().from(vipProducts).where(eq(vipProducts.orgId, orgId)).orderBy(asc(vipProducts.sort));
