import type { adminAuditList } from "@taxlearn/api/admin";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { ADMIN_MESSAGES } from "../admin.messages";
import type { OperatorHandler } from "../admin-access";
import { listAuditRows } from "../audit-log.repo";

/** GET /api/admin/audit (admin): newest first (audit-log.repo.ts). */
export const auditListHandler =
  (server: ServerContext): OperatorHandler<typeof adminAuditList> =>
  async (input) => {
    if (input.from && input.to && input.from > input.to) return fail(400, ADMIN_MESSAGES.dayRange);
    const { rows, total } = await listAuditRows(server.db, input, input.page, input.pageSize);
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
      total,
      page: input.page,
      pageSize: input.pageSize,
    });
  };
