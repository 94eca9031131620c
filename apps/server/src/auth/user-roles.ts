import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { userRoles } from "../db/schema";

/**
 * Operator roles (table user_roles). `staff` answers the live chat; editor, finance, support and admin are reserved
 * for the operator tools to come, so a later feature checks its own role the same way.
 */
export const USER_ROLES = ["staff", "editor", "finance", "support", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const isUserRole = (value: string): value is UserRole => (USER_ROLES as readonly string[]).includes(value);

export async function hasRole(db: Executor, userId: number, role: UserRole): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return rows.length > 0;
}

/** Grants a role (again changes nothing); true when it was new. */
export async function grantRole(db: Executor, userId: number, role: UserRole, at: Date): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .values({ userId, role, grantedAt: at })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

export async function revokeRole(db: Executor, userId: number, role: UserRole): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}
