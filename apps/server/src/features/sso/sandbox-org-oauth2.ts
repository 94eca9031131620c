import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { OrgOAuth2User } from "./org-oauth2-client";

const CODE_LIFETIME_MS = 5 * 60_000;
const TOKEN_LIFETIME_MS = 60 * 60_000;

/** An OAuth2 answer: HTTP status and JSON body (errors as RFC 6749 §5.2 `{error, error_description}`). */
export interface SandboxAnswer {
  readonly status: 200 | 400 | 401;
  readonly body: Record<string, unknown>;
}
const error = (status: 400 | 401, code: string, description: string): SandboxAnswer => ({
  status,
  body: { error: code, error_description: description },
});

const equal = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The sandbox of an organisation's own OAuth2 server, run by this server outside production. Each organisation has
 * a sandbox client (`orgsandbox<orgId>`, secret derived from a per-start key; sso-config.ts hands it to the
 * organisation). The authorise page (sandbox-org-oauth2.route.ts) plays the organisation's login: it issues a code
 * for the client and the redirect_uri it was asked for; the token endpoint spends it once, only for that client and
 * redirect_uri (`invalid_grant` otherwise); the user-info endpoint answers the bearer token's user.
 */
export class SandboxOrgOAuth2 {
  readonly #key = randomBytes(32);
  readonly #codes = new Map<
    string,
    { clientId: string; redirectUri: string; user: OrgOAuth2User; expiresAt: number }
  >();
  readonly #tokens = new Map<string, { user: OrgOAuth2User; expiresAt: number }>();

  constructor(private readonly now: () => Date) {}

  clientIdOf(orgId: number): string {
    return `orgsandbox${orgId}`;
  }

  clientSecretOf(clientId: string): string {
    return createHmac("sha256", this.#key).update(`client:${clientId}`).digest("base64url");
  }

  knowsClient(clientId: string): boolean {
    return /^orgsandbox\d+$/.test(clientId);
  }

  /** The user confirmed on the authorise page: a one-time code for this client and redirect_uri. */
  issueCode(clientId: string, redirectUri: string, user: OrgOAuth2User): string {
    const code = randomBytes(16).toString("base64url");
    this.#codes.set(code, { clientId, redirectUri, user, expiresAt: this.now().getTime() + CODE_LIFETIME_MS });
    return code;
  }

  /** POST /token (form parameters). */
  token(form: Record<string, string>): SandboxAnswer {
    const clientId = form.client_id ?? "";
    if (!this.knowsClient(clientId) || !equal(form.client_secret ?? "", this.clientSecretOf(clientId))) {
      return error(401, "invalid_client", "client authentication failed");
    }
    if (form.grant_type !== "authorization_code") {
      return error(400, "unsupported_grant_type", "only authorization_code");
    }
    const code = form.code ?? "";
    const grant = this.#codes.get(code);
    this.#codes.delete(code);
    if (!grant || grant.expiresAt <= this.now().getTime() || grant.clientId !== clientId) {
      return error(400, "invalid_grant", "the code is invalid, expired, used or issued to another client");
    }
    if (grant.redirectUri !== form.redirect_uri) return error(400, "invalid_grant", "redirect_uri mismatch");
    const accessToken = randomBytes(24).toString("base64url");
    this.#tokens.set(accessToken, { user: grant.user, expiresAt: this.now().getTime() + TOKEN_LIFETIME_MS });
    return {
      status: 200,
      body: { access_token: accessToken, token_type: "Bearer", expires_in: TOKEN_LIFETIME_MS / 1000 },
    };
  }

  /** GET /userinfo with the Authorization header. */
  userInfo(authorization: string | undefined): SandboxAnswer {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1] ?? "";
    const grant = this.#tokens.get(token);
    if (!grant || grant.expiresAt <= this.now().getTime()) {
      return error(401, "invalid_token", "the access token is invalid or expired");
    }
    return { status: 200, body: { sub: grant.user.subject, name: grant.user.name } };
  }
}
