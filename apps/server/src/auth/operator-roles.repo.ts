import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { userRoles } from "../db/schema";

/** The roles among `roles` that the account holds (the console asks for its operator roles, not `staff`). */
export async function rolesAmong(db: Executor, userId: number, roles: readonly string[]): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...roles])));
  return rows.map((r) => r.role);
}

/** The roles among `roles` of several accounts at once (a page of the users list), as (userId, role) pairs. */
export const rolesOfUsersAmong = (db: Executor, userIds: readonly number[], roles: readonly string[]) =>
  userIds.length === 0 || roles.length === 0
    ? Promise.resolve([])
    : db
        .select({ userId: userRoles.userId, role: userRoles.role })
        .from(userRoles)
        .where(and(inArray(userRoles.userId, [...userIds]), inArray(userRoles.role, [...roles])));

/**
 * Of the roles in `among`, the account holds exactly `roles` afterwards; roles outside `among` (such as `staff`)
 * are left alone.
 */
export async function setRolesAmong(
  db: Executor,
  userId: number,
  among: readonly string[],
  roles: readonly string[],
  now: Date,
): Promise<void> {
  const dropped = among.filter((role) => !roles.includes(role));
  if (dropped.length > 0) {
    await db.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.role, dropped)));
  }
  if (roles.length > 0) {
    await db
      .insert(userRoles)
      .values(roles.map((role) => ({ userId, role, grantedAt: now })))
      .onConflictDoNothing();
  }
}
