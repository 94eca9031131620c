import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { oauthLoginStates, socialBindTickets, socialIdentities } from "../../db/schema";

export const insertLoginState = (
  db: Executor,
  values: { state: string; provider: string; createdAt: Date; expiresAt: Date },
) => db.insert(oauthLoginStates).values(values);

export const findLoginState = async (db: Executor, state: string) =>
  (await db.select().from(oauthLoginStates).where(eq(oauthLoginStates.state, state)).limit(1))[0];

/** Marks the state used; false when it already was (a replayed redirect) or has expired. */
export const consumeLoginState = async (db: Executor, state: string, now: Date) =>
  (
    await db
      .update(oauthLoginStates)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oauthLoginStates.state, state),
          isNull(oauthLoginStates.consumedAt),
          gt(oauthLoginStates.expiresAt, now),
        ),
      )
      .returning({ state: oauthLoginStates.state })
  ).length === 1;

/** Forgets states and bind tickets that can no longer be used. */
export async function pruneExpired(db: Executor, before: Date) {
  await db.delete(oauthLoginStates).where(lt(oauthLoginStates.expiresAt, before));
  await db.delete(socialBindTickets).where(lt(socialBindTickets.expiresAt, before));
}

export const findIdentity = async (db: Executor, provider: string, subject: string) =>
  (
    await db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
      .limit(1)
  )[0];

export const identityOfUser = async (db: Executor, provider: string, userId: number) =>
  (
    await db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.userId, userId)))
      .limit(1)
  )[0];

export const linkIdentity = (
  db: Executor,
  values: { provider: string; subject: string; userId: number; createdAt: Date },
) => db.insert(socialIdentities).values(values);

export const insertBindTicket = (
  db: Executor,
  values: {
    keyHash: string;
    provider: string;
    subject: string;
    nickname: string;
    avatar: string;
    createdAt: Date;
    expiresAt: Date;
  },
) => db.insert(socialBindTickets).values(values);

export const usableBindTicket = async (db: Executor, keyHash: string, now: Date) =>
  (
    await db
      .select()
      .from(socialBindTickets)
      .where(
        and(
          eq(socialBindTickets.keyHash, keyHash),
          isNull(socialBindTickets.consumedAt),
          gt(socialBindTickets.expiresAt, now),
        ),
      )
      .limit(1)
  )[0];

export const consumeBindTicket = (db: Executor, keyHash: string, now: Date) =>
  db.update(socialBindTickets).set({ consumedAt: now }).where(eq(socialBindTickets.keyHash, keyHash));
