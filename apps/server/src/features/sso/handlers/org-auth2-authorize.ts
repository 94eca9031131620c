import type { orgContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../../http/mount-contracts";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { ORG_MESSAGES } from "../../orgs/orgs.messages";
import { findOrganisation } from "../../orgs/orgs.repo";
import { type NonceCookie, newNonce, STATE_LIFETIME_MS, stateCookie, stateOf } from "../../social-login/login-state";
import { insertLoginState, pruneExpired } from "../../social-login/social-login.repo";
import { ORG_OAUTH2_MESSAGES } from "../sso.messages";

/** The browser binding of an organisation OAuth2 login: its own cookie, sent only to the two hand-off calls. */
export const ORG_OAUTH2_COOKIE: NonceCookie = { name: "org_oauth_nonce", path: "/api/org/auth2" };
/** The site page the organisation's server redirects to (core route orgAuth). */
export const orgAuthRedirectUri = (origin: string, orgId: number) => `${origin}/orgAuth?orgId=${orgId}`;
/** The login-state rows of one organisation's hand-off: a state is only good for the organisation it was issued for. */
export const orgOAuth2StateKind = (orgId: number) => `oauth2:${orgId}`;

export const originOf = (server: ServerContext, requestOrigin: string | undefined) =>
  server.socialLogin.publicBaseUrl ?? requestOrigin ?? "http://localhost";

/** POST /api/org/auth2/authorize: a fresh state bound to this browser and the organisation's authorise URL. */
export const orgAuth2Authorize =
  (server: ServerContext): NonNullable<HandlersFor<typeof orgContracts>["orgAuth2Authorize"]> =>
  async (input, request) => {
    const { api } = server.sso.orgOAuth2;
    if (!api) return fail(503, ORG_OAUTH2_MESSAGES.disabled);
    const orgId = input.orgId ?? request.orgId;
    if (orgId === null || orgId === undefined) return fail(400, SERVER_MESSAGES.missingField("orgId"));
    const org = await findOrganisation(server.db, orgId);
    if (!org) return fail(404, ORG_MESSAGES.unknownOrganisation(orgId));
    const origin = originOf(server, request.origin);
    const app = await server.sso.orgOAuth2.appOf(server.db, org.id, origin);
    if (!app) return fail(403, ORG_OAUTH2_MESSAGES.noApp);
    const now = server.clock();
    const nonce = newNonce();
    const state = stateOf(nonce);
    await pruneExpired(server.db, now);
    await insertLoginState(server.db, {
      state,
      provider: orgOAuth2StateKind(org.id),
      createdAt: now,
      expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
    });
    const authorizeUrl = api.authorizeUrl(app, { state, redirectUri: orgAuthRedirectUri(origin, org.id) });
    return {
      ...ok({ authorizeUrl, expiresInSeconds: STATE_LIFETIME_MS / 1000, sandbox: api.sandbox }),
      cookies: [stateCookie(nonce, origin.startsWith("https:"), ORG_OAUTH2_COOKIE)],
    };
  };
