import type { Executor } from "../db/executor";
import { deleteRole, holdsRole, insertRole } from "./auth.repo";

/**
 * Operator roles (table user_roles). `staff` answers the live chat; editor, finance, support and admin are reserved
 * for the operator tools to come, so a later feature checks its own role the same way.
 */
export const USER_ROLES = ["staff", "editor", "finance", "support", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const isUserRole = (value: string): value is UserRole => (USER_ROLES as readonly string[]).includes(value);

export const hasRole = (db: Executor, userId: number, role: UserRole): Promise<boolean> => holdsRole(db, userId, role);

/** Grants a role (again changes nothing); true when it was new. */
export const grantRole = (db: Executor, userId: number, role: UserRole, at: Date): Promise<boolean> =>
  insertRole(db, userId, role, at);

export async function revokeRole(db: Executor, userId: number, role: UserRole): Promise<void> {
  await deleteRole(db, userId, role);
}
