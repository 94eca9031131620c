import { and, asc, eq, lt } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { organisations, orgEnrolmentTickets, orgLinkKeys, orgLoginNonces, orgMembers } from "../../db/schema";

/** The version of the organisation's login key (1 until an operator rotates it). */
export const orgKeyVersion = async (db: Executor, orgId: number): Promise<number> =>
  (await db.select({ version: orgLinkKeys.version }).from(orgLinkKeys).where(eq(orgLinkKeys.orgId, orgId)).limit(1))[0]
    ?.version ?? 1;

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

export const insertEnrolmentTicket = (
  db: Executor,
  values: { ticketHash: string; orgId: number; companyId: string; createdAt: Date; expiresAt: Date },
) => db.insert(orgEnrolmentTickets).values(values);

/** The ticket row, locked until the end of the transaction (two redeems of one ticket queue behind each other). */
export const lockEnrolmentTicket = async (db: Executor, ticketHash: string) =>
  (
    await db
      .select()
      .from(orgEnrolmentTickets)
      .where(eq(orgEnrolmentTickets.ticketHash, ticketHash))
      .limit(1)
      .for("update")
  )[0];

export const markEnrolmentTicketUsed = (db: Executor, id: number, userId: number, now: Date) =>
  db.update(orgEnrolmentTickets).set({ usedAt: now, usedBy: userId }).where(eq(orgEnrolmentTickets.id, id));

/** Forgets tickets that expired before `before` (a used or expired ticket is refused either way). */
export const pruneEnrolmentTickets = (db: Executor, before: Date) =>
  db.delete(orgEnrolmentTickets).where(lt(orgEnrolmentTickets.expiresAt, before));

/**
 * Joins the user to the company inside the organisation. An enrolled learner has no partner identity: the member
 * row's external id is `user:<id>`, and a later ticket of another company of the same organisation moves them.
 */
export const enrolOrgMember = (db: Executor, orgId: number, userId: number, companyId: string, now: Date) =>
  db
    .insert(orgMembers)
    .values({ orgId, externalUserId: `user:${userId}`, userId, companyId, createdAt: now })
    .onConflictDoUpdate({ target: [orgMembers.orgId, orgMembers.externalUserId], set: { companyId } });
