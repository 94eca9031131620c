import { and, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { authTokens, users } from "../db/schema";

/**
 * An account's own fields and its logins, as the features that let a learner change them need them (accounts:
 * password reset and profile fields; profile: name, avatar, phone, password). Every write names the account.
 */

export const accountByMobile = async (db: Executor, mobile: string) =>
  (await db.select().from(users).where(eq(users.mobile, mobile)).limit(1))[0];

/** The fields a learner or an operator may change on an account. */
export type AccountFields = Partial<{
  username: string;
  avatar: string;
  mobile: string;
  passwordHash: string;
  provinceId: number | null;
  cityId: number | null;
  preference: Record<string, unknown>;
  learningGoal: Record<string, unknown>;
}>;

export const updateAccount = (db: Executor, userId: number, values: AccountFields) =>
  db.update(users).set(values).where(eq(users.id, userId));

export const passwordHashOf = async (db: Executor, userId: number): Promise<string | null> =>
  (await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1))[0]
    ?.passwordHash ?? null;

export const mobileOf = async (db: Executor, userId: number): Promise<string | null> =>
  (await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)).limit(1))[0]?.mobile ?? null;

export const revokeToken = (db: Executor, tokenHash: string, now: Date) =>
  db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.tokenHash, tokenHash));

export const revokeAllTokens = (db: Executor, userId: number, now: Date) =>
  db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));

/** Revokes every live token of the user except `keepTokenHash`; answers how many were signed out. */
export async function revokeOtherTokens(db: Executor, userId: number, keepTokenHash: string, now: Date) {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), ne(authTokens.tokenHash, keepTokenHash)))
    .returning({ tokenHash: authTokens.tokenHash });
  return revoked.length;
}

/** Narrows a login token to one organisation (the organisation's pages then see its scope). */
export const scopeTokenToOrg = (db: Executor, tokenHash: string, orgId: number) =>
  db.update(authTokens).set({ orgId }).where(eq(authTokens.tokenHash, tokenHash));
