import { and, count, desc, eq, ilike, inArray, like, type SQL } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { userSuspensions, users } from "../db/schema";

/** Accounts as the console's users section lists, finds, disables and enables them. */

export type AccountRow = typeof users.$inferSelect;

/** What the search box holds: a whole phone number, its first digits, or part of a name. */
function searchCondition(q: string): SQL {
  if (/^1\d{10}$/.test(q)) return eq(users.mobile, q);
  if (/^\d+$/.test(q)) return like(users.mobile, `${q}%`);
  return ilike(users.username, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** A page of accounts, newest first, searched and (`disabledOnly`) limited to disabled ones; with the total. */
export async function accountsPage(
  db: Executor,
  filter: { q?: string | undefined; disabledOnly: boolean },
  page: number,
  pageSize: number,
): Promise<{ rows: AccountRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(searchCondition(filter.q));
  if (filter.disabledOnly)
    conditions.push(inArray(users.id, db.select({ id: userSuspensions.userId }).from(userSuspensions)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export const accountById = async (db: Executor, id: number): Promise<AccountRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** Which of these accounts are disabled. */
export async function disabledAmong(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: userSuspensions.userId })
    .from(userSuspensions)
    .where(inArray(userSuspensions.userId, [...userIds]));
  return new Set(rows.map((r) => r.userId));
}

export const suspensionOf = async (db: Executor, userId: number) =>
  (await db.select().from(userSuspensions).where(eq(userSuspensions.userId, userId)).limit(1))[0];

/** Disables an account (or updates the reason of a disabled one). */
export const suspendUser = (db: Executor, userId: number, disabledBy: number, reason: string, now: Date) =>
  db
    .insert(userSuspensions)
    .values({ userId, disabledBy, reason, disabledAt: now })
    .onConflictDoUpdate({ target: userSuspensions.userId, set: { reason, disabledBy, disabledAt: now } });

export const liftSuspension = (db: Executor, userId: number) =>
  db.delete(userSuspensions).where(eq(userSuspensions.userId, userId));
