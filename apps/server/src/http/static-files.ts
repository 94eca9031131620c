import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { isAdminConsolePath, matchRoute, SESSION_COOKIE } from "@taxlearn/core";
import type { Context, Hono } from "hono";
import { compress } from "hono/compress";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./mount-contracts";
import { type CachedPage, type PageRenderCache, pageEncoding } from "./page-render-cache";
import { loadPageRenderer } from "./server-rendering";
import { loadStaticFiles, matchesEtag, serveFromMemory } from "./static-memory";

const LONG_CACHE = "public, max-age=31536000, immutable";
const SOURCE_MAP = /\.map(\.(gz|br))?$/i;

export interface WebAppOptions {
  /** The site's public origin (PUBLIC_URL): canonical and Open Graph URLs, never the request's Host. */
  readonly publicOrigin: string;
  /** a page whose server rendering failed (it is answered with the shell, which renders in the browser) */
  readonly onRenderError: (path: string, error: unknown) => void;
  /** rendered pages kept per path, query and day (absent: every request renders) */
  readonly renderCache?: PageRenderCache;
}

/**
 * The built SPA: files precompressed at build time, hashed assets under /assets cached for a year, and history-mode fallback
 * (spec §2): any other GET that is not /api or /media answers index.html, and the app itself shows /404. Public pages
 * are rendered on the server with their data when the build has its server entry (decision 095), and a learner's own
 * pages with the login of their session cookie (decision 128).
 */
export function mountWebApp(app: Hono<AppEnv>, webDist: string | null, options: WebAppOptions): void {
  if (!webDist || !existsSync(join(webDist, "index.html"))) {
    app.get("/", (c) =>
      c.text(
        "The web app is not built yet: run `pnpm --filter @taxlearn/web build`. The API is served under /api.",
        404,
      ),
    );
    return;
  }
  const indexHtml = readFileSync(join(webDist, "index.html"), "utf8");
  // the build's own records (Vite's manifest, where each screen's chunk is) are for this server, not for browsers
  app.use("/.vite/*", async (c) => c.notFound());
  // the build writes source maps for the bundle budget and error tooling (without a sourceMappingURL comment); they
  // are never published, on the default start either: they hold the app's whole source (and their .gz/.br copies)
  app.use("*", async (c, next) => {
    if (SOURCE_MAP.test(c.req.path)) return c.notFound();
    await next();
  });
  // the build writes .br and .gz copies (apps/web/scripts/precompress.mjs); the best one the browser accepts is sent,
  // from memory (every file of the build is read once here, a folder's index.html with it): no request for a page
  // or a file touches the disk
  app.use(
    "*",
    serveFromMemory(loadStaticFiles(webDist), (path) => (path.startsWith("/assets/") ? LONG_CACHE : "no-cache")),
  );
  const renderer = loadPageRenderer(webDist, indexHtml).catch((error: unknown) => {
    options.onRenderError("dist-server/entry-server.js", error);
    return null;
  });
  const cache = options.renderCache;
  // a page kept in the render cache is sent before anything else here looks at the request (route table, renderer,
  // compression): its bytes, in each encoding, were made once
  if (cache) {
    app.get("*", async (c, next) => {
      const page = cache.peek(cache.keyOf(new URL(c.req.url)));
      return page ? sendPage(c, page) : next();
    });
  }
  // pages are HTML made per request: gzip them on the way (the static files above are precompressed)
  app.get("*", compress());
  app.get("*", async (c) => {
    const path = c.req.path;
    if (path.startsWith("/api/") || path === "/api" || path.startsWith("/media/") || path.startsWith("/assets/")) {
      return c.notFound();
    }
    c.header("cache-control", "no-cache");
    // the operator console is the app's own route tree, outside the learner's (never server-rendered)
    if (isAdminConsolePath(path)) return c.html(indexHtml, 200);
    const route = matchRoute(path);
    const known = route !== null;
    const pages = known ? await renderer : null;
    if (pages) {
      try {
        const url = new URL(c.req.url);
        const origin = options.publicOrigin;
        // the page's reads go through this app's own routes in-process, with the visitor's connection for its limits
        const inProcess: typeof fetch = async (input, init) => app.fetch(new Request(input, init), c.env);
        // a learner's own page, drawn with their session cookie's login (decision 128): per request, kept nowhere
        const token = getCookie(c, SESSION_COOKIE);
        if (token && pages.drawsForLearner(route?.matched.at(-1)?.name ?? "")) {
          const page = await pages.render(url, origin, inProcess, token);
          if (page) {
            c.header("cache-control", "private, no-store");
            c.header("vary", "Cookie");
            return c.body(page.body, page.status as 200 | 404, { "content-type": "text/html; charset=UTF-8" });
          }
        }
        if (cache) {
          const cached = await cache.page(cache.keyOf(url), () => pages.renderHtml(url, origin, inProcess));
          if (cached) return sendPage(c, cached);
        } else {
          const page = await pages.render(url, origin, inProcess);
          if (page) return c.body(page.body, page.status as 200 | 404, { "content-type": "text/html; charset=UTF-8" });
        }
      } catch (error) {
        options.onRenderError(path, error);
      }
    }
    // the app shows its 404 page for a path outside the route table; the status says so to crawlers and tools too
    return c.html(indexHtml, known ? 200 : 404);
  });
}

/** A rendered page: its ETag (304 on a match), then its bytes in the best encoding the visitor accepts. */
async function sendPage(c: Context<AppEnv>, page: CachedPage): Promise<Response> {
  c.header("cache-control", "no-cache");
  c.header("etag", page.etag);
  c.header("vary", "Accept-Encoding");
  if (page.status === 200 && matchesEtag(c.req.header("if-none-match"), page.etag)) return c.body(null, 304);
  const encoding = pageEncoding(c.req.header("accept-encoding"));
  if (encoding) c.header("content-encoding", encoding);
  const bytes = await page.body(encoding);
  return c.body(bytes as Uint8Array<ArrayBuffer>, page.status as 200 | 404, {
    "content-type": "text/html; charset=UTF-8",
  });
}

/** Course media (HLS playlists and segments, images) from apps/server/media. */
export function mountMedia(app: Hono<AppEnv>, mediaDir: string): void {
  app.use("/media/*", async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.res.headers.set("cache-control", "public, max-age=86400");
  });
  app.use("/media/*", serveStatic({ root: mediaDir, rewriteRequestPath: (path) => path.replace(/^\/media/, "") }));
}
