import { randomBytes } from "node:crypto";
import type {
  AdminOrgData,
  adminOrgLearners,
  adminOrgLink,
  adminOrgList,
  adminOrgRotateKey,
  adminOrgSave,
} from "@taxlearn/api/admin";
import type { Executor } from "../../../db/executor";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { sealOrgPayload } from "../org-payload";
import { orgSecret } from "../org-secrets";
import { ORG_MESSAGES } from "../orgs.messages";
import { findOrganisation, listOrganisations, orgKeyVersion } from "../orgs.repo";
import { checkOrgForm } from "./org-form";
import {
  countOrgMembers,
  insertOrganisation,
  listOrgLearners,
  type OrgRow,
  setOrgKeyVersion,
  updateOrganisation,
} from "./orgs-console.repo";

async function orgData(db: Executor, org: OrgRow): Promise<AdminOrgData> {
  return {
    id: org.id,
    name: org.name,
    platformCode: org.platformCode,
    isYunHeOrg: org.isYunHeOrg,
    config: { ...org.config, menu: [...org.config.menu], defaultPage: String(org.config.defaultPage) },
    partnerOrigins: org.partnerOrigins,
    keyVersion: await orgKeyVersion(db, org.id),
    learners: await countOrgMembers(db, org.id),
  };
}

export const orgListHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrgList> =>
  async () => {
    const rows = await listOrganisations(server.db);
    return ok(await Promise.all(rows.map((row) => orgData(server.db, row))));
  };

/** POST /api/admin/orgs/save: one transaction with its audit row; a new organisation takes the next id. */
export const orgSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrgSave> =>
  async (input, operator) => {
    const checked = checkOrgForm(input);
    if (!checked.ok) return fail(400, checked.message);
    const now = server.clock();
    const saved = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, "admin-org-save");
      const before = input.id === undefined ? null : await findOrganisation(tx, input.id);
      if (input.id !== undefined && !before) return null;
      const values = checked.value;
      const row = before ? await updateOrganisation(tx, before.id, values) : await insertOrganisation(tx, values);
      await recordAudit(tx, operator, { action: "adminOrgSave", target: `org:${row.id}`, before, after: row }, now);
      return row;
    });
    if (!saved) return fail(404, ORG_MESSAGES.orgNotFound);
    server.cache.invalidate();
    return ok(await orgData(server.db, saved), ORG_MESSAGES.saved);
  };

/** POST /api/admin/orgs/:id/rotateKey: the next key version; old links stop working at once. */
export const orgRotateKeyHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrgRotateKey> =>
  async (input, operator) => {
    const now = server.clock();
    const org = await server.db.transaction(async (tx) => {
      const row = await findOrganisation(tx, input.id);
      if (!row) return null;
      await lockForTransaction(tx, `org-key:${row.id}`);
      const version = await orgKeyVersion(tx, row.id);
      await setOrgKeyVersion(tx, row.id, version + 1, now);
      await recordAudit(
        tx,
        operator,
        {
          action: "adminOrgRotateKey",
          target: `org:${row.id}`,
          before: { keyVersion: version },
          after: { keyVersion: version + 1 },
        },
        now,
      );
      return row;
    });
    if (!org) return fail(404, ORG_MESSAGES.orgNotFound);
    return ok(await orgData(server.db, org), ORG_MESSAGES.keyRotated);
  };

/** POST /api/admin/orgs/:id/link: what `org:link` prints, sealed with the organisation's current key. */
export const orgLinkHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrgLink> =>
  async (input, operator) => {
    const org = await findOrganisation(server.db, input.id);
    if (!org) return fail(404, ORG_MESSAGES.orgNotFound);
    const externalUserId = input.externalUserId.trim();
    const companyId = input.companyId.trim();
    const username = input.username.trim();
    if (!externalUserId && !companyId) return fail(400, ORG_MESSAGES.linkIdRequired);
    if (externalUserId.length > 64 || companyId.length > 64 || [...username].length > 20)
      return fail(400, ORG_MESSAGES.linkFieldsTooLong);
    const now = server.clock();
    const secret = orgSecret(server.orgMasterKey, org.id, await orgKeyVersion(server.db, org.id));
    const sealed = sealOrgPayload(org.id, secret, {
      ...(externalUserId ? { externalUserId, ...(username ? { username } : {}) } : { companyId }),
      ...(externalUserId && companyId ? { companyId } : {}),
      issuedAt: now.getTime(),
      nonce: randomBytes(16).toString("base64url"),
    });
    await recordAudit(
      server.db,
      operator,
      { action: "adminOrgLink", target: `org:${org.id}`, before: null, after: { externalUserId, companyId, username } },
      now,
    );
    const query = new URLSearchParams({ orgId: String(org.id), content: sealed.content, secret: sealed.secret });
    return ok({ path: `/orgLogin?${query}`, expiresAt: new Date(now.getTime() + 5 * 60_000).toISOString() });
  };

export const orgLearnersHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrgLearners> =>
  async (input) => {
    if (!(await findOrganisation(server.db, input.id))) return fail(404, ORG_MESSAGES.orgNotFound);
    const { list, total } = await listOrgLearners(server.db, input.id, input.page, input.pageSize);
    return ok({
      list,
      total,
      page: input.page,
      pageSize: input.pageSize,
    });
  };
