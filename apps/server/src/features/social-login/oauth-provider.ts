/**
 * A social app's website login (OAuth 2.0 authorisation code) as the social-login feature uses it. Adapters: the
 * WeChat open platform's website login (wechat-open-provider.ts), pointed either at WeChat or at the sandbox that
 * speaks the same protocol on this server (sandbox-wechat-open.ts).
 */
export interface OAuthProvider {
  /** Which social app; the key of its identities (`social_identities.provider`). */
  readonly name: "wechat";
  /** True for the sandbox: production refuses to start with it (social-login-config.ts). */
  readonly sandbox: boolean;
  /** Where the browser (or the phone scanning the QR) goes to confirm the login. */
  authorizeUrl(request: { state: string; redirectUri: string; origin: string }): string;
  /** Exchanges the one-time code the redirect brought for the user's identity and profile. */
  identify(code: string): Promise<SocialProfile>;
}

export interface SocialProfile {
  /** The stable id of the person at the provider (WeChat: unionid when the app has one, else openid). */
  readonly subject: string;
  readonly nickname: string;
  readonly avatar: string;
}

/** The provider answered with an error (`errcode`/`errmsg` for WeChat). */
export class OAuthRejected extends Error {
  override readonly name = "OAuthRejected";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** The provider could not be reached, timed out or answered something that is not its protocol. */
export class OAuthUnavailable extends Error {
  override readonly name = "OAuthUnavailable";
}

/** How long one call to a provider may take. */
export const OAUTH_TIMEOUT_MS = 8_000;

/** A GET/POST to a provider answering JSON; network failures, timeouts, non-2xx and non-JSON are OAuthUnavailable. */
export async function fetchProviderJson(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit = {},
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(OAUTH_TIMEOUT_MS) });
  } catch (error) {
    throw new OAuthUnavailable(`${new URL(url).pathname}: ${String(error)}`);
  }
  if (!response.ok) throw new OAuthUnavailable(`${new URL(url).pathname}: HTTP ${response.status}`);
  try {
    const body = (await response.json()) as unknown;
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw new Error("not an object");
    return body as Record<string, unknown>;
  } catch (error) {
    throw new OAuthUnavailable(`${new URL(url).pathname}: ${String(error)}`);
  }
}

export const textField = (body: Record<string, unknown>, name: string): string =>
  typeof body[name] === "string" ? (body[name] as string) : "";
