import { createHash, randomBytes } from "node:crypto";
import type { accountContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../../http/mount-contracts";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { ORG_MESSAGES } from "../../orgs/orgs.messages";
import { findOrganisation } from "../../orgs/orgs.repo";
import { OAuthRejected, OAuthUnavailable } from "../../social-login/oauth-provider";
import type { DingTalkUser } from "../dingtalk-provider";
import { SSO_MESSAGES } from "../sso.messages";
import * as repo from "../sso.repo";

export const ACCESS_TICKET_LIFETIME_MS = 5 * 60_000;
export const accessTicketHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The external id of a DingTalk worker inside its organisation (org_members.external_user_id). */
export const dingTalkExternalId = (userId: string) => `dingtalk:${userId}`;

/**
 * POST /api/auth/getDDUserToken: the organisation's DingTalk app (stored server-side; its secret never leaves the
 * server) exchanges the one-time auth code for the worker; the answer is a short-lived single-use access token for
 * getDDLoginUserInfo (spec §7 accesstoken header).
 */
export const ddUserToken =
  (server: ServerContext): NonNullable<HandlersFor<typeof accountContracts>["ddUserToken"]> =>
  async (input, request) => {
    const api = server.sso.dingtalk;
    if (!api) return fail(503, SSO_MESSAGES.disabled);
    const orgId = input.orgId ?? request.orgId;
    if (orgId === null || orgId === undefined) return fail(400, SERVER_MESSAGES.missingField("orgId"));
    const org = await findOrganisation(server.db, orgId);
    if (!org) return fail(404, ORG_MESSAGES.unknownOrganisation(orgId));
    const app = await server.sso.dingTalkAppOf(server.db, org.id);
    if (!app) return fail(403, SSO_MESSAGES.noApp);
    let worker: DingTalkUser;
    try {
      worker = await api.identify(app, input.code);
    } catch (error) {
      if (error instanceof OAuthRejected) {
        server.log.info("dingtalk refused the auth code", { orgId: org.id, code: error.code, message: error.message });
        return fail(400, error.code === "40078" ? SSO_MESSAGES.codeInvalid : SSO_MESSAGES.providerRejected(error.code));
      }
      if (error instanceof OAuthUnavailable) {
        server.log.error("dingtalk unavailable", { orgId: org.id, error: error.message });
        return fail(503, SSO_MESSAGES.providerUnavailable);
      }
      throw error;
    }
    const now = server.clock();
    await repo.pruneAccessTickets(server.db, now);
    const accessToken = randomBytes(32).toString("base64url");
    await repo.insertAccessTicket(server.db, {
      tokenHash: accessTicketHash(accessToken),
      orgId: org.id,
      provider: "dingtalk",
      externalUserId: dingTalkExternalId(worker.userId),
      name: worker.name.slice(0, 30),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCESS_TICKET_LIFETIME_MS),
    });
    return ok({ accessToken, expiresInSeconds: ACCESS_TICKET_LIFETIME_MS / 1000 });
  };
