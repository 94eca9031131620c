import { OAUTH_TIMEOUT_MS, OAuthRejected, OAuthUnavailable, textField } from "../social-login/oauth-provider";

/** An organisation's OAuth2 client at its own OAuth2 server, as stored server-side (org_sso_apps, provider oauth2). */
export interface OrgOAuth2App {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly userInfoUrl: string;
}

/** The person the organisation's server vouches for. */
export interface OrgOAuth2User {
  /** The user-info `sub` (stable id at the organisation). */
  readonly subject: string;
  readonly name: string;
}

/** The organisations' OAuth2 servers as the hand-off uses them: the real protocol, against their servers or the sandbox. */
export interface OrgOAuth2Api {
  readonly sandbox: boolean;
  authorizeUrl(app: OrgOAuth2App, request: { state: string; redirectUri: string }): string;
  identify(app: OrgOAuth2App, request: { code: string; redirectUri: string }): Promise<OrgOAuth2User>;
}

/**
 * OAuth 2.0 authorisation code grant (RFC 6749 §4.1) with the OpenID Connect user-info shape:
 * 1. the browser goes to `authorizeUrl?response_type=code&client_id&redirect_uri&scope&state`;
 * 2. `POST tokenUrl` (form: grant_type=authorization_code, code, redirect_uri, client_id, client_secret) →
 *    `{access_token, token_type}`, or `{error, error_description}` with HTTP 400/401;
 * 3. `GET userInfoUrl` with `Authorization: Bearer` → `{sub, name | preferred_username | nickname}`.
 */
export class OrgOAuth2Client implements OrgOAuth2Api {
  constructor(
    readonly sandbox: boolean,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  authorizeUrl(app: OrgOAuth2App, request: { state: string; redirectUri: string }): string {
    const url = new URL(app.authorizeUrl);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("client_id", app.clientId);
    url.searchParams.set("redirect_uri", request.redirectUri);
    url.searchParams.set("scope", "openid profile");
    url.searchParams.set("state", request.state);
    return url.toString();
  }

  async identify(app: OrgOAuth2App, request: { code: string; redirectUri: string }): Promise<OrgOAuth2User> {
    const token = await this.#call(app.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: request.code,
        redirect_uri: request.redirectUri,
        client_id: app.clientId,
        client_secret: app.clientSecret,
      }).toString(),
    });
    const accessToken = textField(token, "access_token");
    if (!accessToken) throw new OAuthUnavailable("token answer without access_token");
    const info = await this.#call(app.userInfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    });
    const sub = typeof info.sub === "number" ? String(info.sub) : textField(info, "sub");
    if (!sub) throw new OAuthUnavailable("user info without sub");
    const name = textField(info, "name") || textField(info, "preferred_username") || textField(info, "nickname");
    return { subject: sub, name };
  }

  /** One call; an `error` answer (any status) is OAuthRejected, anything else that is not 2xx JSON is OAuthUnavailable. */
  async #call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    const where = (() => {
      try {
        return new URL(url).pathname;
      } catch {
        return url;
      }
    })();
    let response: Response;
    try {
      response = await this.fetcher(url, { ...init, signal: AbortSignal.timeout(OAUTH_TIMEOUT_MS) });
    } catch (error) {
      throw new OAuthUnavailable(`${where}: ${String(error)}`);
    }
    let body: Record<string, unknown> | null = null;
    try {
      const parsed = (await response.json()) as unknown;
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      body = null;
    }
    if (body && textField(body, "error")) {
      throw new OAuthRejected(textField(body, "error"), textField(body, "error_description"));
    }
    if (!response.ok) throw new OAuthUnavailable(`${where}: HTTP ${response.status}`);
    if (!body) throw new OAuthUnavailable(`${where}: not a JSON object`);
    return body;
  }
}
