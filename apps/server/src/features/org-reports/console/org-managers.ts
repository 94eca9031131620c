import type {
  AdminOrgManager,
  adminOrgManagerGrant,
  adminOrgManagerRevoke,
  adminOrgManagers,
} from "@taxlearn/api/admin";
import { findUsersByIds } from "../../../auth/auth.repo";
import type { Executor } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { findUserByMobile } from "../../accounts/accounts.repo";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { findOrganisation } from "../../orgs/orgs.repo";
import { ORG_REPORTS_MESSAGES } from "../org-reports.messages";
import { grantOrgManager, managersOf, revokeOrgManager } from "../org-reports.repo";

/** The organisation's managers with their names and phones (the console shows an admin the full number). */
async function managerList(db: Executor, orgId: number): Promise<AdminOrgManager[]> {
  const rows = await managersOf(db, orgId);
  const users = new Map(
    (
      await findUsersByIds(
        db,
        rows.map((r) => r.userId),
      )
    ).map((u) => [u.id, u]),
  );
  return rows.map((r) => ({
    userId: r.userId,
    username: users.get(r.userId)?.username ?? "",
    phone: users.get(r.userId)?.mobile ?? null,
    grantedAt: r.grantedAt.toISOString(),
  }));
}

export const orgManagersHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrgManagers> =>
  async ({ id }) => {
    if (!(await findOrganisation(server.db, id))) return fail(404, ORG_REPORTS_MESSAGES.orgNotFound);
    return ok(await managerList(server.db, id));
  };

/** Grants the organisation-manager role of one organisation to the account with this phone (audited). */
export const orgManagerGrantHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrgManagerGrant> =>
  async ({ id, phone }, operator) => {
    if (!(await findOrganisation(server.db, id))) return fail(404, ORG_REPORTS_MESSAGES.orgNotFound);
    const user = await findUserByMobile(server.db, phone);
    if (!user) return fail(404, ORG_REPORTS_MESSAGES.accountNotFound);
    const now = server.clock();
    await server.db.transaction(async (tx) => {
      const added = await grantOrgManager(tx, { orgId: id, userId: user.id, at: now, grantedBy: operator.userId });
      if (added)
        await recordAudit(
          tx,
          operator,
          { action: "adminOrgManagerGrant", target: `org:${id}`, before: null, after: { userId: user.id } },
          now,
        );
    });
    return ok(await managerList(server.db, id));
  };

export const orgManagerRevokeHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrgManagerRevoke> =>
  async ({ id, userId }, operator) => {
    const now = server.clock();
    const revoked = await server.db.transaction(async (tx) => {
      if (!(await revokeOrgManager(tx, id, userId))) return false;
      await recordAudit(
        tx,
        operator,
        { action: "adminOrgManagerRevoke", target: `org:${id}`, before: { userId }, after: null },
        now,
      );
      return true;
    });
    if (!revoked) return fail(404, ORG_REPORTS_MESSAGES.managerNotFound);
    return ok(await managerList(server.db, id));
  };
