import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { orgSsoApps, ssoAccessTickets } from "../../db/schema";

/** The ticket keeps who the provider named, not the phone it claims: that phone proves nothing here. */
export const insertAccessTicket = (
  db: Executor,
  values: {
    tokenHash: string;
    orgId: number;
    provider: string;
    externalUserId: string;
    name: string;
    createdAt: Date;
    expiresAt: Date;
  },
) => db.insert(ssoAccessTickets).values(values);

/** Spends a ticket: its row when it was usable (unused, unexpired), else undefined. */
export const spendAccessTicket = async (db: Executor, tokenHash: string, now: Date) =>
  (
    await db
      .update(ssoAccessTickets)
      .set({ consumedAt: now })
      .where(
        and(
          eq(ssoAccessTickets.tokenHash, tokenHash),
          isNull(ssoAccessTickets.consumedAt),
          gt(ssoAccessTickets.expiresAt, now),
        ),
      )
      .returning()
  )[0];

export const pruneAccessTickets = (db: Executor, before: Date) =>
  db.delete(ssoAccessTickets).where(lt(ssoAccessTickets.expiresAt, before));

/** An organisation's registered login app of one provider, if any. */
export const findOrgSsoApp = async (db: Executor, orgId: number, provider: "oauth2" | "dingtalk") =>
  (
    await db
      .select()
      .from(orgSsoApps)
      .where(and(eq(orgSsoApps.orgId, orgId), eq(orgSsoApps.provider, provider)))
      .limit(1)
  )[0] ?? null;
