import type { accountContracts } from "@taxlearn/api";
import { issueLogin } from "../../../auth/sessions";
import type { HandlersFor } from "../../../http/mount-contracts";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { findOrganisation } from "../../orgs/orgs.repo";
import { boundMember } from "../bound-member";
import { SSO_MESSAGES } from "../sso.messages";
import * as repo from "../sso.repo";
import { accessTicketHash } from "./dd-user-token";

/**
 * POST /api/auth/getDDLoginUserInfo: spends the access token of the `accesstoken` header (once) and signs the
 * worker in inside the organisation that owns the app: the account bound to the worker's DingTalk user id in that
 * organisation, else a new account of its own (bound-member.ts). The phone DingTalk names is never matched: an
 * organisation can type any phone into its contact book. A user id of another organisation never matches either:
 * membership rows are keyed by organisation.
 */
export const ddLoginUserInfo =
  (server: ServerContext): NonNullable<HandlersFor<typeof accountContracts>["ddLoginUserInfo"]> =>
  async (_input, request) => {
    if (!request.accessToken) return fail(401, SSO_MESSAGES.loginAbnormal);
    const now = server.clock();
    const result = await server.db.transaction(async (tx) => {
      const ticket = await repo.spendAccessTicket(tx, accessTicketHash(request.accessToken!), now);
      if (!ticket) return fail(401, SSO_MESSAGES.accessTokenInvalid);
      const org = await findOrganisation(tx, ticket.orgId);
      if (!org) return fail(401, SSO_MESSAGES.accessTokenInvalid);
      const bound = await boundMember(tx, org, ticket.externalUserId, ticket.name, now);
      if ("refused" in bound) return fail(403, SSO_MESSAGES.operatorAccount);
      return ok({ user: bound.user, org });
    });
    if (!result.ok) return result;
    const { user, org } = result.data;
    const login = await issueLogin(server, user, org.id);
    return ok({ ...login, orgId: org.id, orgName: org.name, orgPlatform: org.platformCode }, SSO_MESSAGES.loggedIn);
  };
