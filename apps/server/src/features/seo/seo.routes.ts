import type { Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { type SitemapEntry, sitemapEntries } from "./sitemap-entries";

/** The public list pages a crawler should start from (the detail pages come from the catalogue). */
const PUBLIC_LIST_PATHS = [
  "/home",
  "/course/list",
  "/knowledge",
  "/policy",
  "/new-policy",
  "/casebook",
  "/caimiao-custom",
  "/live",
  "/liveList",
  "/vip",
  "/help/index",
] as const;

/** Learner-only and transactional areas: nothing there for a search engine, and their URLs carry personal state. */
const DISALLOWED_PREFIXES = ["/api/", "/center", "/login", "/vip/payment", "/vip/placeOrder", "/live/studio", "/admin"];

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const robotsText = (origin: string): string =>
  [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");

export const sitemapXml = (origin: string, entries: readonly SitemapEntry[]): string => {
  const url = (path: string, lastModified?: Date) =>
    `<url><loc>${escapeXml(origin + path)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ""}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_LIST_PATHS.map((path) => url(path)),
    ...entries.map((entry) => url(entry.path, entry.lastModified)),
    "</urlset>",
    "",
  ].join("\n");
};

/**
 * `GET /robots.txt` and `GET /sitemap.xml` (every public detail page of the catalogue), for search engines; their
 * URLs are on the site's public origin (PUBLIC_URL), never on the Host a request names.
 */
export function mountSeoRoutes(app: Hono<AppEnv>, server: ServerContext): void {
  app.get("/robots.txt", (c) => {
    c.header("cache-control", "public, max-age=3600");
    return c.text(robotsText(server.publicOrigin));
  });
  app.get("/sitemap.xml", async (c) => {
    const xml = sitemapXml(server.publicOrigin, await sitemapEntries(server.db));
    return c.body(xml, 200, {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    });
  });
}
