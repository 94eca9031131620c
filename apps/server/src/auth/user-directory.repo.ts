import { and, count, eq, gte, lt } from "drizzle-orm";
import { beijingDayOf } from "../db/beijing-day";
import type { Executor } from "../db/executor";
import { users } from "../db/schema";

/**
 * Accounts as other features' lists show them (name, phone), as a subquery to join in their own statement — a
 * console list pages, filters and sorts by these columns in one query, e.g.
 * `const account = accountNames(db); db.select({ phone: account.mobile }).from(orders).innerJoin(account, eq(account.userId, orders.userId))`.
 */
export const accountNames = (db: Executor) =>
  db
    .select({ userId: users.id, username: users.username, mobile: users.mobile, avatar: users.avatar })
    .from(users)
    .as("account");

/** The id of the account with this phone number, or null (phone numbers are unique). */
export const userIdByMobile = async (db: Executor, mobile: string): Promise<number | null> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1))[0]?.id ?? null;

/** Accounts created in [from, to), counted per Beijing day (users_created_idx). */
export async function newAccountsByBeijingDay(db: Executor, from: Date, to: Date) {
  const day = beijingDayOf(users.createdAt);
  return db
    .select({ day, n: count() })
    .from(users)
    .where(and(gte(users.createdAt, from), lt(users.createdAt, to)))
    .groupBy(day);
}
