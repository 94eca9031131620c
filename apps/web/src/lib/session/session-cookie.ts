import { isLoggedIn, SESSION_COOKIE } from "@taxlearn/core";
import { LOCAL_STORED, readStored } from "../storage/stored-values";

/**
 * The session cookie (decision 128): a copy of the stored token that lets the server draw a learner's own pages into
 * the first HTML. Storage stays the session's one source; the cookie follows every write to it. The API never reads
 * the cookie (its calls carry the token in a header), so it grants nothing to a cross-site request.
 */

/** How long the browser keeps the copy (the server checks the token itself on every use). */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The token the cookie should carry: a learner's own login; none for a visitor or an organisation's login. */
export function cookieTokenOf(storage: Pick<Storage, "getItem">): string | null {
  const token = readStored(storage, LOCAL_STORED.token);
  if (!token || !isLoggedIn(token)) return null;
  return readStored(storage, LOCAL_STORED.isOrgLogin) ? null : token;
}

/** The `document.cookie` assignment that sets (or, for null, removes) the cookie. */
export function sessionCookieAssignment(token: string | null, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return token === null
    ? `${SESSION_COOKIE}=${attributes}; Max-Age=0`
    : `${SESSION_COOKIE}=${encodeURIComponent(token)}${attributes}; Max-Age=${MAX_AGE_SECONDS}`;
}

/** The token the cookie carries in a `document.cookie` string, or null. */
export function readSessionCookie(cookies: string): string | null {
  for (const part of cookies.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== SESSION_COOKIE) continue;
    try {
      const value = decodeURIComponent(part.slice(at + 1).trim());
      return value === "" ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

interface CookieJar {
  cookie: string;
  readonly location: { readonly protocol: string };
}

/**
 * Keeps the cookie equal to what storage holds: now (a login from before the cookie existed) and after every write
 * (a login, an organisation's flags, a logout). Returns the unsubscribe.
 */
export function mirrorSessionCookie(
  storage: Pick<Storage, "getItem"> & { onWrite(listener: () => void): () => void },
  jar: CookieJar,
): () => void {
  const secure = jar.location.protocol === "https:";
  const sync = () => {
    const wanted = cookieTokenOf(storage);
    if (readSessionCookie(jar.cookie) === wanted) return;
    jar.cookie = sessionCookieAssignment(wanted, secure);
  };
  sync();
  return storage.onWrite(sync);
}
