import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { authTokens, organisations, orgLoginNonces, orgMembers, vipProducts } from "../../db/schema";

export const findOrganisation = async (db: Database, id: number) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)).limit(1))[0];

export const listOrganisations = (db: Database) => db.select().from(organisations).orderBy(asc(organisations.id));

export const findMember = async (db: Database, orgId: number, externalUserId: string) =>
  (
    await db
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.externalUserId, externalUserId)))
      .limit(1)
  )[0];

export const isMember = async (db: Database, orgId: number, userId: number) =>
  (
    await db
      .select({ userId: orgMembers.userId })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
      .limit(1)
  ).length > 0;

export const linkOrgMember = (
  db: Database,
  orgId: number,
  externalUserId: string,
  userId: number,
  companyId: string | null,
  now: Date,
) => db.insert(orgMembers).values({ orgId, externalUserId, userId, companyId, createdAt: now }).onConflictDoNothing();

/** Records a payload nonce; false when it was already used (a replay). */
export const claimNonce = async (db: Database, orgId: number, nonce: string, now: Date) => {
  const rows = await db
    .insert(orgLoginNonces)
    .values({ orgId, nonce, usedAt: now })
    .onConflictDoNothing()
    .returning({ id: orgLoginNonces.id });
  return rows.length === 1;
};

export const scopeTokenToOrg = (db: Database, tokenHash: string, orgId: number) =>
  db.update(authTokens).set({ orgId }).where(eq(authTokens.tokenHash, tokenHash));

export const orgVipProducts = (db: Database, orgId: number) =>
  db.select().from(vipProducts).where(eq(vipProducts.orgId, orgId)).orderBy(asc(vipProducts.sort));
