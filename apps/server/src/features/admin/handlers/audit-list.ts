import type { adminAuditList } from "@taxlearn/api/admin";
import { beijingDayStart } from "@taxlearn/core";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { adminAuditLog, users } from "../../../db/schema";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { ADMIN_MESSAGES } from "../admin.messages";
import type { OperatorHandler } from "../admin-access";

const DAY_MS = 86_400_000;

/** GET /api/admin/audit (admin): newest first; every filter is an indexed column (admin_audit_*_idx). */
export const auditListHandler =
  (server: ServerContext): OperatorHandler<typeof adminAuditList> =>
  async (input) => {
    if (input.from && input.to && input.from > input.to) return fail(400, ADMIN_MESSAGES.dayRange);
    const { db } = server;
    const conditions: SQL[] = [];
    if (input.actor) {
      const [actor] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, input.actor)).limit(1);
      if (!actor) return ok({ list: [], total: 0, page: input.page, pageSize: input.pageSize });
      conditions.push(eq(adminAuditLog.actorId, actor.id));
    }
    if (input.action) conditions.push(eq(adminAuditLog.action, input.action));
    if (input.target) conditions.push(eq(adminAuditLog.target, input.target));
    if (input.outcome) conditions.push(eq(adminAuditLog.outcome, input.outcome));
    if (input.from) conditions.push(gte(adminAuditLog.createdAt, beijingDayStart(input.from)));
    if (input.to) conditions.push(lt(adminAuditLog.createdAt, new Date(beijingDayStart(input.to).getTime() + DAY_MS)));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(adminAuditLog)
        .where(where)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      db.select({ n: count() }).from(adminAuditLog).where(where),
    ]);
    return ok({
      list: rows.map((r) => ({
        id: r.id,
        actorId: r.actorId,
        actor: r.actorLabel,
        action: r.action,
        target: r.target,
        outcome: r.outcome,
        before: r.before ?? null,
        after: r.after ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    });
  };
