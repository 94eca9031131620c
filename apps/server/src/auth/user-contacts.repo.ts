import { inArray } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { users } from "../db/schema";

/** How a screen names an account: its name and phone (masking is the caller's, per screen). */
export interface UserContact {
  readonly username: string;
  readonly mobile: string | null;
}

/**
 * The name and phone of each account, by id (an id without an account is absent). Features that show who wrote a
 * message or a request read them here instead of joining the `users` table they do not own.
 */
export async function userContactsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<ReadonlyMap<number, UserContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { username: r.username, mobile: r.mobile }]));
}

/** One account's name and phone, or null when there is no such account. */
export async function userContactOf(db: Executor, id: number): Promise<UserContact | null> {
  return (await userContactsByIds(db, [id])).get(id) ?? null;
}
