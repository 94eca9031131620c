import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The QR login's binding to the browser that started it (login CSRF): the browser keeps a random nonce in an
 * HttpOnly, SameSite=Strict cookie; the `state` sent through the provider is the SHA-256 of that nonce. A redirect
 * whose state does not hash from this browser's cookie is refused, so a code obtained by someone else cannot be
 * planted into this browser's session. The server also records each state (single use, 10 minutes).
 */
export const STATE_COOKIE = "wx_login_nonce";
export const STATE_LIFETIME_MS = 10 * 60_000;
/** The cookie is sent only to the calls that start and finish the QR login. */
export const STATE_COOKIE_PATH = "/api/web/wechat";

export const newNonce = (): string => randomBytes(32).toString("base64url");
export const stateOf = (nonce: string): string => createHash("sha256").update(nonce).digest("base64url");

/** Which cookie carries a login's nonce: the QR login's, or another login's (the organisations' OAuth2). */
export interface NonceCookie {
  readonly name: string;
  readonly path: string;
}
const QR_COOKIE: NonceCookie = { name: STATE_COOKIE, path: STATE_COOKIE_PATH };

export function stateCookie(nonce: string, secure: boolean, cookie: NonceCookie = QR_COOKIE): string {
  return [
    `${cookie.name}=${nonce}`,
    `Max-Age=${STATE_LIFETIME_MS / 1000}`,
    `Path=${cookie.path}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearedStateCookie(secure: boolean, cookie: NonceCookie = QR_COOKIE): string {
  return [`${cookie.name}=`, "Max-Age=0", `Path=${cookie.path}`, "HttpOnly", "SameSite=Strict"]
    .concat(secure ? ["Secure"] : [])
    .join("; ");
}

/** The nonce of the Cookie header, or null. */
export function nonceFromCookies(header: string | undefined, cookieName: string = STATE_COOKIE): string | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookieName) {
      const value = rest.join("=").trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** Whether the state came from this browser's nonce (constant-time). */
export function stateMatches(nonce: string | null, state: string): boolean {
  if (nonce === null) return false;
  const expected = Buffer.from(stateOf(nonce));
  const presented = Buffer.from(state);
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}
