import { beijingDayStart } from "@taxlearn/core";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { userIdByMobile } from "../../auth/user-directory.repo";
import type { Executor } from "../../db/executor";
import { adminAuditLog } from "../../db/schema";

const DAY_MS = 86_400_000;

export interface AuditFilters {
  readonly actor?: string | undefined;
  readonly action?: string | undefined;
  readonly target?: string | undefined;
  readonly outcome?: "ok" | "denied" | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/**
 * A page of the audit log, newest first; every filter is an indexed column (admin_audit_*_idx). `actor` is the
 * operator's phone number; an unknown one finds nothing. Days are Beijing days, `to` inclusive.
 */
export async function listAuditRows(db: Executor, filters: AuditFilters, page: number, pageSize: number) {
  const conditions: SQL[] = [];
  if (filters.actor) {
    const actorId = await userIdByMobile(db, filters.actor);
    if (actorId === null) return { rows: [], total: 0 };
    conditions.push(eq(adminAuditLog.actorId, actorId));
  }
  if (filters.action) conditions.push(eq(adminAuditLog.action, filters.action));
  if (filters.target) conditions.push(eq(adminAuditLog.target, filters.target));
  if (filters.outcome) conditions.push(eq(adminAuditLog.outcome, filters.outcome));
  if (filters.from) conditions.push(gte(adminAuditLog.createdAt, beijingDayStart(filters.from)));
  if (filters.to)
    conditions.push(lt(adminAuditLog.createdAt, new Date(beijingDayStart(filters.to).getTime() + DAY_MS)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Adds one row to the audit log (on the caller's executor: the write it records commits with it, or neither). */
export async function insertAuditRow(db: Executor, row: Omit<typeof adminAuditLog.$inferInsert, "id">): Promise<void> {
  await db.insert(adminAuditLog).values(row);
}
