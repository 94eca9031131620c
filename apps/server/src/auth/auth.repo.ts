import { and, eq, gt, inArray, isNull, lt, notExists } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { authTokens, supportChatPasses, userRoles, userSuspensions, users } from "../db/schema";

/** Users and tokens as every way of logging in (password, SMS registration, organisation) needs them. */

export const findUserById = async (db: Executor, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** Several accounts at once (an organisation's report), in no particular order. */
export const findUsersByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, username: users.username, mobile: users.mobile })
        .from(users)
        .where(inArray(users.id, [...ids]));

export const insertUser = async (
  db: Executor,
  values: { mobile: string | null; username: string; passwordHash: string | null; userType?: number; createdAt: Date },
) => (await db.insert(users).values(values).returning({ id: users.id, username: users.username }))[0]!;

export const insertToken = (
  db: Executor,
  values: { tokenHash: string; userId: number; orgId: number | null; createdAt: Date; expiresAt: Date },
) => db.insert(authTokens).values(values);

/** A token that opens a session: not revoked, not expired, its account not disabled. */
const liveToken = (db: Executor, now: Date) =>
  and(
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, now),
    // a disabled account's tokens stop working at once (features/admin: user disable)
    notExists(
      db
        .select({ userId: userSuspensions.userId })
        .from(userSuspensions)
        .where(eq(userSuspensions.userId, authTokens.userId)),
    ),
  );

export const findLiveToken = async (db: Executor, tokenHash: string, now: Date) =>
  (
    await db
      .select({ userId: authTokens.userId, orgId: authTokens.orgId })
      .from(authTokens)
      .where(and(eq(authTokens.tokenHash, tokenHash), liveToken(db, now)))
      .limit(1)
  )[0];

/** Which of `tokenHashes` still open a session (the open sockets' logins). */
export const liveTokenHashes = async (db: Executor, tokenHashes: readonly string[], now: Date): Promise<string[]> =>
  tokenHashes.length === 0
    ? []
    : (
        await db
          .select({ tokenHash: authTokens.tokenHash })
          .from(authTokens)
          .where(and(inArray(authTokens.tokenHash, [...tokenHashes]), liveToken(db, now)))
      ).map((row) => row.tokenHash);

/** Whether an operator disabled the account (a disabled account cannot log in). */
export const isSuspended = async (db: Executor, userId: number) =>
  (
    await db
      .select({ userId: userSuspensions.userId })
      .from(userSuspensions)
      .where(eq(userSuspensions.userId, userId))
      .limit(1)
  ).length > 0;

/** Whether the user holds the operator role (table user_roles). */
export const holdsRole = async (db: Executor, userId: number, role: string) =>
  (
    await db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
      .limit(1)
  ).length > 0;

/** Grants a role; false when the user held it already. */
export const insertRole = async (db: Executor, userId: number, role: string, at: Date) =>
  (
    await db
      .insert(userRoles)
      .values({ userId, role, grantedAt: at })
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId })
  ).length > 0;

export const deleteRole = (db: Executor, userId: number, role: string) =>
  db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));

/** Stores a socket pass by its hash, clearing the expired ones first (indexed on expires_at). */
export async function insertSocketPass(db: Executor, pass: typeof supportChatPasses.$inferInsert, now: Date) {
  await db.delete(supportChatPasses).where(lt(supportChatPasses.expiresAt, now));
  await db.insert(supportChatPasses).values(pass);
}

/** Deletes the pass with this hash and answers it (once: a second take finds nothing). */
export const takeSocketPass = async (db: Executor, passHash: string) =>
  (
    await db.delete(supportChatPasses).where(eq(supportChatPasses.passHash, passHash)).returning({
      userId: supportChatPasses.userId,
      role: supportChatPasses.role,
      expiresAt: supportChatPasses.expiresAt,
    })
  )[0];
