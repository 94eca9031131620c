import { randomBytes } from "node:crypto";
import type {
  AdminOrgData,
  adminOrgLearners,
  adminOrgLink,
  adminOrgList,
  adminOrgRotateKey,
  adminOrgSave,
} from "@taxlearn/api/admin";
import { count, desc, eq, max, sql } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { lockForTransaction } from "../../../db/executor";
import { organisations, orgLinkKeys, orgMembers, users } from "../../../db/schema";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { sealOrgPayload } from "../../orgs/org-payload";
import { orgSecret } from "../../orgs/org-secrets";
import { orgKeyVersion } from "../../orgs/orgs.repo";
import { ADMIN_MESSAGES } from "../admin.messages";
import type { OperatorHandler } from "../admin-access";
import { recordAudit } from "../audit-log";
import { checkOrgForm } from "./org-form";

type OrgRow = typeof organisations.$inferSelect;

async function orgData(db: Executor, org: OrgRow): Promise<AdminOrgData> {
  const [learners] = await db.select({ n: count() }).from(orgMembers).where(eq(orgMembers.orgId, org.id));
  return {
    id: org.id,
    name: org.name,
    platformCode: org.platformCode,
    isYunHeOrg: org.isYunHeOrg,
    config: { ...org.config, menu: [...org.config.menu], defaultPage: String(org.config.defaultPage) },
    partnerOrigins: org.partnerOrigins,
    keyVersion: await orgKeyVersion(db, org.id),
    learners: learners?.n ?? 0,
  };
}

const findOrg = async (db: Executor, id: number) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)).limit(1))[0];

export const orgListHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrgList> =>
  async () => {
    const rows = await server.db.select().from(organisations).orderBy(organisations.id);
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
      const before = input.id === undefined ? null : await findOrg(tx, input.id);
      if (input.id !== undefined && !before) return null;
      const values = checked.value;
      let row: OrgRow;
      if (before) {
        [row] = (await tx.update(organisations).set(values).where(eq(organisations.id, before.id)).returning()) as [
          OrgRow,
        ];
      } else {
        const [top] = await tx.select({ id: max(organisations.id) }).from(organisations);
        [row] = (await tx
          .insert(organisations)
          .values({ id: (top?.id ?? 0) + 1, ...values })
          .returning()) as [OrgRow];
      }
      await recordAudit(tx, operator, { action: "adminOrgSave", target: `org:${row.id}`, before, after: row }, now);
      return row;
    });
    if (!saved) return fail(404, ADMIN_MESSAGES.orgNotFound);
    server.cache.invalidate();
    return ok(await orgData(server.db, saved), "已保存");
  };

/** POST /api/admin/orgs/:id/rotateKey: the next key version; old links stop working at once. */
export const orgRotateKeyHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrgRotateKey> =>
  async (input, operator) => {
    const now = server.clock();
    const org = await server.db.transaction(async (tx) => {
      const row = await findOrg(tx, input.id);
      if (!row) return null;
      await lockForTransaction(tx, `org-key:${row.id}`);
      const version = await orgKeyVersion(tx, row.id);
      await tx
        .insert(orgLinkKeys)
        .values({ orgId: row.id, version: version + 1, rotatedAt: now })
        .onConflictDoUpdate({ target: orgLinkKeys.orgId, set: { version: sql`excluded.version`, rotatedAt: now } });
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
    if (!org) return fail(404, ADMIN_MESSAGES.orgNotFound);
    return ok(await orgData(server.db, org), "密钥已更换，旧链接已失效");
  };

/** POST /api/admin/orgs/:id/link: what `org:link` prints, sealed with the organisation's current key. */
export const orgLinkHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrgLink> =>
  async (input, operator) => {
    const org = await findOrg(server.db, input.id);
    if (!org) return fail(404, ADMIN_MESSAGES.orgNotFound);
    const externalUserId = input.externalUserId.trim();
    const companyId = input.companyId.trim();
    const username = input.username.trim();
    if (!externalUserId && !companyId) return fail(400, "请填写合作方用户 ID 或企业 ID");
    if (externalUserId.length > 64 || companyId.length > 64 || [...username].length > 20)
      return fail(400, "合作方用户 ID 和企业 ID 最多 64 个字符，姓名最多 20 个字");
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
    if (!(await findOrg(server.db, input.id))) return fail(404, ADMIN_MESSAGES.orgNotFound);
    const where = eq(orgMembers.orgId, input.id);
    const [rows, [total]] = await Promise.all([
      server.db
        .select({
          userId: orgMembers.userId,
          username: users.username,
          phone: users.mobile,
          externalUserId: orgMembers.externalUserId,
          companyId: orgMembers.companyId,
          joinedAt: orgMembers.createdAt,
        })
        .from(orgMembers)
        .innerJoin(users, eq(users.id, orgMembers.userId))
        .where(where)
        .orderBy(desc(orgMembers.createdAt))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      server.db.select({ n: count() }).from(orgMembers).where(where),
    ]);
    return ok({
      list: rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() })),
      total: total?.n ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    });
  };
