import type { Context, MiddlewareHandler } from "hono";
import { isCompleteAnswer } from "./complete-answer";

export interface SecurityHeaderOptions {
  /**
   * Behind a TLS-terminating reverse proxy: take `X-Forwarded-Proto: https` as a TLS request (for HSTS). Off by
   * default, since any client can send that header.
   */
  readonly trustProxy: boolean;
  /** The partner origins an organisation has configured (`organisations.partner_origins`), or none. */
  readonly partnerOrigins: (orgId: number) => Promise<readonly string[]>;
  readonly onLookupError?: (error: unknown) => void;
  /**
   * Script origins one HTML answer may load besides this origin (DingTalk's JS API on the page DingTalk's own browser
   * opens); none by default.
   */
  readonly scriptSources?: (c: Context) => readonly string[];
  /** MEDIA_PUBLIC_URL's origin: pictures, video and the player's requests may come from it (storage/README.md). */
  readonly mediaOrigin?: string | null;
}

/**
 * The pages of the SPA: scripts and styles only from this origin (the build has no inline script or style; React's
 * `style` props go through the CSSOM, which CSP does not restrict). Server-rendered pages (decision 095) carry those
 * props as `style` attributes, which only `style-src-attr` admits: attributes, never `<style>` elements or scripts. Images also as data: and blob: URLs; the lecture
 * player (hls.js) feeds the video element from blob: URLs and may start a blob: worker.
 */
const HTML_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** API answers and media are never documents to run or frame (an SVG opened on its own runs nothing either). */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

export const htmlPolicy = (frameAncestors: readonly string[], scriptSources: readonly string[] = []): string =>
  `${scriptSources.length === 0 ? HTML_DIRECTIVES : HTML_DIRECTIVES.replace("script-src 'self'", ["script-src 'self'", ...scriptSources].join(" "))}; frame-ancestors ${["'self'", ...frameAncestors].join(" ")}`;

/** The page policy with the media origin admitted for pictures, media and the player's fetches (hls.js). */
export const withMediaOrigin = (policy: string, origin: string): string =>
  policy.replace(/(^|; )(img-src|media-src|connect-src) ([^;]*)/g, `$1$2 $3 ${origin}`);

const HSTS = "max-age=31536000";

/**
 * The demo partner portal (/embed-demo.html) may also frame this server under its other loopback name
 * (localhost ⇄ 127.0.0.1, same port): a different site for the browser, to show the third-party iframe case.
 */
export function embedDemoFrameSource(requestUrl: string): string {
  const url = new URL(requestUrl);
  if (url.pathname !== "/embed-demo.html") return "";
  const other = { localhost: "127.0.0.1", "127.0.0.1": "localhost" }[url.hostname];
  return other ? `; frame-src 'self' ${url.protocol}//${other}${url.port ? `:${url.port}` : ""}` : "";
}

/**
 * `https://portal.example.com[:port]` exactly as `URL#origin` writes it; anything else (a path, a wildcard, a space
 * or semicolon that would add a directive) is left out of the policy.
 */
export const isPartnerOrigin = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.origin === value &&
      // a host name or an IP literal; URL also takes characters such as "*" in a host
      /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(url.hostname)
    );
  } catch {
    return false;
  }
};

/** The organisation an HTML page is answered for: the `orgId` of the org-login link (`/orgLogin?orgId=12&…`). */
const orgIdOfPage = (c: Context): number | null => {
  const raw = c.req.query("orgId");
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};

const isTls = (c: Context, trustProxy: boolean): boolean => {
  // the request's URL is absolute, its scheme first: no need to parse all of it on every answer
  if (/^https:/i.test(c.req.url)) return true;
  if (!trustProxy) return false;
  // the first value is what the client used when several proxies appended theirs
  const forwarded = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https";
};

/** On every answer, a page or not. */
const EVERY_ANSWER_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};
const NON_HTML_HEADERS = { ...EVERY_ANSWER_HEADERS, "content-security-policy": NON_HTML_POLICY };
const NON_HTML_TLS_HEADERS = { ...NON_HTML_HEADERS, "strict-transport-security": HSTS };

/** What `securityHeaders` adds to an answer that is not a page, for an answer written whole (complete-answer.ts). */
export const answerSecurityHeaders = (c: Context, trustProxy: boolean): Readonly<Record<string, string>> =>
  isTls(c, trustProxy) ? NON_HTML_TLS_HEADERS : NON_HTML_HEADERS;

/**
 * Security headers on every answer — the SPA's HTML, the API, media, errors: nosniff, a referrer policy, a CSP, and
 * HSTS on TLS requests. An HTML page for an organisation may be framed by that organisation's partner origins
 * (and by this origin itself); any other page only by this origin.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // a contract's answer carries them already (answerSecurityHeaders), and reading its headers would cost it
    if (isCompleteAnswer(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(EVERY_ANSWER_HEADERS)) headers.set(name, value);
    if (isTls(c, options.trustProxy)) headers.set("strict-transport-security", HSTS);
    // a 304 has no body of its own: the browser merges its headers into the stored answer, so a policy here would
    // replace that page's (a reloaded page would then load no style, script or image)
    if (c.res.status === 304) return;
    const isHtml = (headers.get("content-type") ?? "").toLowerCase().startsWith("text/html");
    if (!isHtml) {
      headers.set("content-security-policy", NON_HTML_POLICY);
      return;
    }
    let ancestors: readonly string[] = [];
    const orgId = orgIdOfPage(c);
    if (orgId !== null) {
      try {
        ancestors = (await options.partnerOrigins(orgId)).filter(isPartnerOrigin);
      } catch (error) {
        // the page still loads, framable only by this origin
        options.onLookupError?.(error);
      }
    }
    const scripts = (options.scriptSources?.(c) ?? []).filter(isPartnerOrigin);
    const policy = htmlPolicy(ancestors, scripts);
    headers.set(
      "content-security-policy",
      (options.mediaOrigin ? withMediaOrigin(policy, options.mediaOrigin) : policy) + embedDemoFrameSource(c.req.url),
    );
  };
}
