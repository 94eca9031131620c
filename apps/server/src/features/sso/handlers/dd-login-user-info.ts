import type { accountContracts } from "@taxlearn/api";
import { findUserById, insertUser } from "../../../auth/auth.repo";
import { issueLogin } from "../../../auth/sessions";
import { lockForTransaction } from "../../../db/executor";
import type { HandlersFor } from "../../../http/mount-contracts";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { findUserByMobile } from "../../accounts/accounts.repo";
import { findMember, findOrganisation, linkOrgMember } from "../../orgs/orgs.repo";
import { SSO_MESSAGES } from "../sso.messages";
import * as repo from "../sso.repo";
import { accessTicketHash } from "./dd-user-token";

/**
 * POST /api/auth/getDDLoginUserInfo: spends the access token of the `accesstoken` header (once) and signs the
 * worker in inside the organisation that owns the app: the member with the provider's user id in that
 * organisation, else the account of the worker's phone (then joined to the organisation), else a new account. A
 * provider user id of another organisation never matches: membership rows are keyed by organisation.
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
      // one worker at a time: two first logins in parallel must not create two accounts
      await lockForTransaction(tx, `org-member:${org.id}:${ticket.externalUserId}`);
      const member = await findMember(tx, org.id, ticket.externalUserId);
      let user = member ? await findUserById(tx, member.userId) : undefined;
      if (!user && ticket.mobile) {
        // the phone's account (if any) joins the organisation through this worker id
        await lockForTransaction(tx, `user-mobile:${ticket.mobile}`);
        user = await findUserByMobile(tx, ticket.mobile);
      }
      if (!user) {
        const created = await insertUser(tx, {
          mobile: ticket.mobile,
          username: ticket.name.trim() || `${org.name}学员`,
          passwordHash: null,
          createdAt: now,
        });
        user = await findUserById(tx, created.id);
      }
      if (!member) await linkOrgMember(tx, org.id, ticket.externalUserId, user!.id, null, now);
      return ok({ user: user!, org });
    });
    if (!result.ok) return result;
    const { user, org } = result.data;
    const login = await issueLogin(server, user, org.id);
    return ok({ ...login, orgId: org.id, orgName: org.name, orgPlatform: org.platformCode }, SSO_MESSAGES.loggedIn);
  };
