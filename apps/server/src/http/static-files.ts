import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { isAdminConsolePath, matchRoute } from "@taxlearn/core";
import type { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "./mount-contracts";
import { type PageRenderCache, pageEncoding } from "./page-render-cache";
import { loadPageRenderer } from "./server-rendering";
import { loadStaticFiles, serveFromMemory } from "./static-memory";

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

/** A stream read to its end (a page kept in the render cache is sent whole). */
async function bytesOf(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/**
 * The built SPA: files precompressed at build time, hashed assets under /assets cached for a year, and history-mode fallback
 * (spec §2): any other GET that is not /api or /media answers index.html, and the app itself shows /404. Public pages
 * are rendered on the server with their data when the build has its server entry (decision 095).
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
  // Cache headers are set after the file is served (serveStatic's onFound runs too late to add them).
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.req.path.startsWith("/api/") && !c.req.path.startsWith("/media/")) {
      c.res.headers.set("cache-control", c.req.path.startsWith("/assets/") ? LONG_CACHE : "no-cache");
    }
  });
  // the build writes .br and .gz copies (apps/web/scripts/precompress.mjs); the best one the browser accepts is sent,
  // from memory (read once here); a directory's index falls through to the files on disk as before
  app.use(
    "*",
    serveFromMemory(loadStaticFiles(webDist), (path) => (path.startsWith("/assets/") ? LONG_CACHE : "no-cache")),
  );
  app.use("*", serveStatic({ root: webDist, precompressed: true }));
  const renderer = loadPageRenderer(webDist, indexHtml).catch((error: unknown) => {
    options.onRenderError("dist-server/entry-server.js", error);
    return null;
  });
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
    const known = matchRoute(path) !== null;
    const pages = known ? await renderer : null;
    if (pages) {
      try {
        const url = new URL(c.req.url);
        const origin = options.publicOrigin;
        // the page's reads go through this app's own routes in-process, with the visitor's connection for its limits
        const inProcess: typeof fetch = async (input, init) => app.fetch(new Request(input, init), c.env);
        const cache = options.renderCache;
        if (cache) {
          const cached = await cache.page(cache.keyOf(url), async () => {
            const page = await pages.render(url, origin, inProcess);
            return page && { status: page.status, html: await bytesOf(page.body) };
          });
          if (cached) {
            c.header("etag", cached.etag);
            c.header("vary", "Accept-Encoding");
            if (cached.status === 200 && c.req.header("if-none-match") === cached.etag) return c.body(null, 304);
            const encoding = pageEncoding(c.req.header("accept-encoding"));
            if (encoding) c.header("content-encoding", encoding);
            const bytes = encoding === "br" ? cached.br : encoding === "gzip" ? cached.gzip : cached.identity;
            return c.body(bytes as Uint8Array<ArrayBuffer>, cached.status as 200 | 404, {
              "content-type": "text/html; charset=UTF-8",
            });
          }
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

/** Course media (HLS playlists and segments, images) from apps/server/media. */
export function mountMedia(app: Hono<AppEnv>, mediaDir: string): void {
  app.use("/media/*", async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.res.headers.set("cache-control", "public, max-age=86400");
  });
  app.use("/media/*", serveStatic({ root: mediaDir, rewriteRequestPath: (path) => path.replace(/^\/media/, "") }));
}
