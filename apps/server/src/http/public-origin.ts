/** A PUBLIC_URL (or PORT) that cannot make the site's absolute links: the start stops with the reason. */
export class PublicOriginConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The site's public origin (scheme, host, port and an optional path prefix, no trailing slash) for every absolute
 * URL the server writes: upload locations, sandbox QR links, notify URLs, OAuth redirect URIs, canonical links.
 * A request's `Host` header is never used for these: anyone can send any Host, and a link built from it would point
 * a learner (or a payment provider) at the sender's site. PUBLIC_URL, else the older PUBLIC_BASE_URL, else the
 * listen address `http://localhost:$PORT`.
 */
export function publicOriginFromEnv(env: Env): string {
  const name = env.PUBLIC_URL?.trim() ? "PUBLIC_URL" : env.PUBLIC_BASE_URL?.trim() ? "PUBLIC_BASE_URL" : null;
  if (name === null) {
    const port = env.PORT?.trim() || "3000";
    if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) {
      throw new PublicOriginConfigError(`PORT=${port} is not a port number`);
    }
    return `http://localhost:${Number(port)}`;
  }
  const value = (env[name] ?? "").trim().replace(/\/+$/, "");
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  // a plain http(s) address as written: no query, fragment, credentials or spaces to carry into every link
  if (
    url === null ||
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    url.host === "" ||
    url.search !== "" ||
    url.hash !== "" ||
    url.username !== "" ||
    url.password !== "" ||
    !/^https?:\/\/[^/\s?#@]+(\/[^\s?#]*)?$/.test(value)
  ) {
    throw new PublicOriginConfigError(`${name}=${value} is not an http(s) URL such as https://tax.example.com`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}
