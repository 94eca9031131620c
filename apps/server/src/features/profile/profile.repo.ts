import { and, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { authTokens, users } from "../../db/schema";

// Every write names the token's user; nothing here takes a user id from a request body.

export const setUsername = (db: Executor, userId: number, username: string) =>
  db.update(users).set({ username }).where(eq(users.id, userId));

export const setAvatar = (db: Executor, userId: number, avatar: string) =>
  db.update(users).set({ avatar }).where(eq(users.id, userId));

export const setMobile = (db: Executor, userId: number, mobile: string) =>
  db.update(users).set({ mobile }).where(eq(users.id, userId));

export const setPasswordHash = (db: Executor, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId));

export const passwordHashOf = async (db: Executor, userId: number) =>
  (await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1))[0]
    ?.passwordHash ?? null;

export const mobileOf = async (db: Executor, userId: number) =>
  (await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)).limit(1))[0]?.mobile ?? null;

export const userIdByMobile = async (db: Executor, mobile: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1))[0]?.id ?? null;

/** Revokes every live token of the user except the one of this request; answers how many were signed out. */
export async function revokeOtherTokens(db: Executor, userId: number, keepTokenHash: string, now: Date) {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), ne(authTokens.tokenHash, keepTokenHash)))
    .returning({ tokenHash: authTokens.tokenHash });
  return revoked.length;
}
