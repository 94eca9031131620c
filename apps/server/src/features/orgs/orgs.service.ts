import type { orgContracts } from "@taxlearn/api";
import { scopeTokenToOrg } from "../../auth/account-records.repo";
import { findUserById, insertUser } from "../../auth/auth.repo";
import { issueLogin } from "../../auth/sessions";
import { lockForTransaction } from "../../db/executor";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import { SERVER_MESSAGES } from "../../messages";
import type { RequestContext, ServerContext } from "../../server-context";
import { issueEnrolmentTicket, orgEnrolHandler } from "./org-enrolment";
import { openOrgPayload } from "./org-payload";
import { orgSecret } from "./org-secrets";
import { ORG_MESSAGES } from "./orgs.messages";
import * as repo from "./orgs.repo";

/** spec §3: payloads older than 5 minutes are refused; a minute of clock skew into the future is tolerated. */
export const ORG_PAYLOAD_MAX_AGE_MS = 5 * 60_000;
export const ORG_PAYLOAD_MAX_SKEW_MS = 60_000;
/**
 * A nonce used at U came with a payload issued no later than U + skew, which is refused as expired from
 * U + skew + max age on: after that the nonce no longer guards anything and is deleted.
 */
export const ORG_NONCE_RETENTION_MS = ORG_PAYLOAD_MAX_AGE_MS + ORG_PAYLOAD_MAX_SKEW_MS;

type Organisation = NonNullable<Awaited<ReturnType<typeof repo.findOrganisation>>>;

const orgInfoOf = (org: Organisation) => ({
  orgId: org.id,
  orgName: org.name,
  platformCode: org.platformCode,
  isYunHeOrg: org.isYunHeOrg,
  isShowLogo: org.config.isShowLogo,
  logo: org.config.logo,
  menu: org.config.menu,
  isIframe: org.config.isIframe,
  isShowTop: org.config.isShowTop,
  isShowSideBar: org.config.isShowSideBar,
  isShowAi: org.config.isShowAi,
  defaultPage: org.config.defaultPage,
});

export function orgHandlers(
  server: ServerContext,
): Omit<HandlersFor<typeof orgContracts>, "orgAuth2Authorize" | "orgAuth2" | "orgVipProduct"> {
  const { db } = server;
  const sessionOrgId = (request: RequestContext) => request.session?.orgId ?? request.orgId;

  return {
    async orgLogin(input, request) {
      const orgId = request.orgId ?? input.orgId;
      if (orgId === undefined) return fail(400, SERVER_MESSAGES.missingField("orgId"));
      const org = await repo.findOrganisation(db, orgId);
      if (!org) return fail(404, ORG_MESSAGES.unknownOrganisation(orgId));
      // spec §5: spaces in the sealed parts stand for plus signs (they went through a query string).
      const identity = openOrgPayload(
        org.id,
        orgSecret(server.orgMasterKey, org.id, await repo.orgKeyVersion(db, org.id)),
        input.encryptContent.replaceAll(" ", "+"),
        input.encryptSecret.replaceAll(" ", "+"),
      );
      if (!identity || (!identity.externalUserId && !identity.companyId)) {
        return fail(400, SERVER_MESSAGES.orgLoginFailed);
      }
      const now = server.clock();
      const age = now.getTime() - identity.issuedAt;
      if (age > ORG_PAYLOAD_MAX_AGE_MS || age < -ORG_PAYLOAD_MAX_SKEW_MS)
        return fail(401, SERVER_MESSAGES.orgPayloadExpired);
      // opportunistic clean-up: each accepted-age login drops the nonces that can no longer be replayed
      await repo.pruneNonces(db, new Date(now.getTime() - ORG_NONCE_RETENTION_MS));
      if (!(await repo.claimNonce(db, org.id, identity.nonce, now)))
        return fail(409, SERVER_MESSAGES.orgPayloadReplayed);

      const base = {
        org_id: org.id,
        org_platform: org.platformCode,
        org_secret: null,
        company_id: identity.companyId ?? null,
        org_name: org.name,
        enrol_ticket: null,
        enrol_expires_at: null,
      };
      const externalUserId = identity.externalUserId;
      if (!externalUserId) {
        // a company-only link: the learner logs in or registers next and redeems this ticket (POST /api/org/enrol)
        const enrolment = await issueEnrolmentTicket(server, org, identity.companyId as string);
        return ok({
          ...base,
          token: null,
          user_id: null,
          enrol_ticket: enrolment.ticket,
          enrol_expires_at: enrolment.expiresAt,
        });
      }

      // one partner identity at a time: two first logins in parallel must not create two users for it
      const user = await db.transaction(async (tx) => {
        await lockForTransaction(tx, `org-member:${org.id}:${externalUserId}`);
        const member = await repo.findMember(tx, org.id, externalUserId);
        if (member) return (await findUserById(tx, member.userId)) ?? null;
        const created = await insertUser(tx, {
          mobile: null,
          username: identity.username?.trim() || `${org.name}学员`,
          passwordHash: null,
          createdAt: now,
        });
        await repo.linkOrgMember(tx, org.id, externalUserId, created.id, identity.companyId ?? null, now);
        return created;
      });
      if (!user) return fail(400, SERVER_MESSAGES.orgLoginFailed);
      const login = await issueLogin(server, user, org.id);
      return ok({ ...base, token: login.token, user_id: user.id });
    },

    async orgScope(_input, request) {
      const session = request.session;
      if (request.orgId === null) return fail(400, SERVER_MESSAGES.missingField("orgId"));
      const org = await repo.findOrganisation(db, request.orgId);
      if (!org) return fail(404, ORG_MESSAGES.unknownOrganisation(request.orgId));
      if (!(await repo.isMember(db, org.id, session.userId))) return fail(403, SERVER_MESSAGES.orgForbidden);
      await scopeTokenToOrg(db, session.tokenHash, org.id);
      return ok(orgInfoOf(org));
    },

    async orgInfo(_input, request) {
      const orgId = sessionOrgId(request);
      if (orgId === null) return fail(404, SERVER_MESSAGES.orgNotFound);
      const org = await repo.findOrganisation(db, orgId);
      if (!org) return fail(404, SERVER_MESSAGES.orgNotFound);
      if (!(await repo.isMember(db, org.id, request.session.userId))) return fail(403, SERVER_MESSAGES.orgForbidden);
      return ok(orgInfoOf(org));
    },

    orgEnrol: orgEnrolHandler(server),

    async orgConfig(input, request) {
      const orgId = input.orgId ?? request.orgId;
      if (orgId === null) return fail(400, SERVER_MESSAGES.missingField("orgId"));
      const org = await repo.findOrganisation(db, orgId);
      if (!org) return fail(404, ORG_MESSAGES.unknownOrganisation(orgId));
      return ok({ config: org.config, logoPc: org.config.logoPc });
    },
  };
}
