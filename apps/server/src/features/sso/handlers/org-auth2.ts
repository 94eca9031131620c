import type { orgContracts } from "@taxlearn/api";
import { issueLogin } from "../../../auth/sessions";
import type { HandlersFor } from "../../../http/mount-contracts";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { ORG_MESSAGES } from "../../orgs/orgs.messages";
import { findOrganisation } from "../../orgs/orgs.repo";
import { clearedStateCookie, nonceFromCookies, stateMatches } from "../../social-login/login-state";
import { OAuthRejected, OAuthUnavailable } from "../../social-login/oauth-provider";
import { consumeLoginState, findLoginState } from "../../social-login/social-login.repo";
import { boundMember } from "../bound-member";
import type { OrgOAuth2User } from "../org-oauth2-client";
import { ORG_OAUTH2_MESSAGES as M } from "../sso.messages";
import { ORG_OAUTH2_COOKIE, orgAuthRedirectUri, orgOAuth2StateKind, originOf } from "./org-auth2-authorize";

/** The external id of an organisation's OAuth2 user inside that organisation (org_members.external_user_id). */
export const orgOAuth2ExternalId = (subject: string) => `oauth2:${subject}`;

/**
 * POST /api/org/auth2: the redirect's code and state for the organisation of the orgId header (or body). The state
 * must have been issued for that organisation, hash from this browser's cookie and be unused and unexpired (spent
 * before the code is exchanged); the organisation's server then names the user, who signs in as the member with
 * that `sub` inside that organisation only (bound-member.ts: created on first use, never matched by phone or across
 * organisations, never an operator's account).
 */
export const orgAuth2 =
  (server: ServerContext): NonNullable<HandlersFor<typeof orgContracts>["orgAuth2"]> =>
  async (input, request) => {
    const { api } = server.sso.orgOAuth2;
    if (!api) return fail(503, M.disabled);
    const orgId = input.orgId ?? request.orgId;
    if (orgId === null || orgId === undefined) return fail(400, SERVER_MESSAGES.missingField("orgId"));
    const { db } = server;
    const org = await findOrganisation(db, orgId);
    if (!org) return fail(404, ORG_MESSAGES.unknownOrganisation(orgId));
    const origin = originOf(server, request.origin);
    const now = server.clock();
    const row = await findLoginState(db, input.state);
    if (!row || row.provider !== orgOAuth2StateKind(org.id)) return fail(400, M.stateMissing);
    if (row.consumedAt) return fail(409, M.stateUsed);
    if (!stateMatches(nonceFromCookies(request.cookie, ORG_OAUTH2_COOKIE.name), input.state)) {
      return fail(403, M.stateNotThisBrowser);
    }
    if (row.expiresAt.getTime() <= now.getTime()) return fail(400, M.stateExpired);
    if (!(await consumeLoginState(db, input.state, now))) return fail(409, M.stateUsed);
    const spent = { cookies: [clearedStateCookie(origin.startsWith("https:"), ORG_OAUTH2_COOKIE)] };

    const app = await server.sso.orgOAuth2.appOf(db, org.id, origin);
    if (!app) return { ...fail(403, M.noApp), ...spent };
    let person: OrgOAuth2User;
    try {
      person = await api.identify(app, { code: input.code, redirectUri: orgAuthRedirectUri(origin, org.id) });
    } catch (error) {
      if (error instanceof OAuthRejected) {
        server.log.info("organisation oauth2 refused", { orgId: org.id, code: error.code, message: error.message });
        return {
          ...fail(400, error.code === "invalid_grant" ? M.codeInvalid : M.providerRejected(error.code)),
          ...spent,
        };
      }
      if (error instanceof OAuthUnavailable) {
        server.log.error("organisation oauth2 unavailable", { orgId: org.id, error: error.message });
        return { ...fail(503, M.providerUnavailable), ...spent };
      }
      throw error;
    }
    const externalId = orgOAuth2ExternalId(person.subject);
    const bound = await db.transaction((tx) => boundMember(tx, org, externalId, person.name, now));
    if ("refused" in bound) return { ...fail(403, M.operatorAccount), ...spent };
    const { user } = bound;
    const login = await issueLogin(server, user, org.id);
    return {
      ...ok({ ...login, orgId: org.id, orgName: org.name, orgPlatform: org.platformCode }, M.loggedIn),
      ...spent,
    };
  };
