import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { startTestServer } from "../testing/test-server";
import { htmlPolicy } from "./security-headers";

/**
 * A web build of its own: index.html, one hashed script with its .br/.gz copies, Vite's manifest and a server entry
 * that counts its renders (globalThis, shared with this file), so what a request renders and what it reads from the
 * render cache is seen from outside.
 */
const root = mkdtempSync(join(tmpdir(), "taxlearn-web-"));
const dist = join(root, "dist");
const indexHtml =
  '<!doctype html><html><head><title>财税学习平台</title><meta name="description" content="站点" />' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const script = "console.log('资源');".repeat(200);
mkdirSync(join(dist, "assets"), { recursive: true });
mkdirSync(join(dist, ".vite"));
mkdirSync(join(root, "dist-server"));
writeFileSync(join(dist, "index.html"), indexHtml);
writeFileSync(join(dist, "index.html.br"), brotliCompressSync(indexHtml));
writeFileSync(join(dist, "index.html.gz"), gzipSync(indexHtml));
writeFileSync(join(dist, "assets", "index-abc.js"), script);
writeFileSync(join(dist, "assets", "index-abc.js.br"), brotliCompressSync(script));
writeFileSync(join(dist, "assets", "index-abc.js.gz"), gzipSync(script));
writeFileSync(
  join(dist, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-abc.js" },
    "src/hydrate.ts": { file: "assets/hydrate-abc.js" },
    "src/home.tsx": { file: "assets/home-abc.js" },
  }),
);
const RENDERS = "__taxlearnStaticFilesTestRenders";
writeFileSync(
  join(root, "dist-server", "entry-server.js"),
  `export const SERVER_RENDERED_SCREENS = { home: "src/home.tsx" };
export async function renderPage({ url }) {
  if (url.pathname !== "/home") return null;
  globalThis.${RENDERS} = (globalThis.${RENDERS} ?? 0) + 1;
  const html = "<main>" + "首页课程 ".repeat(400) + url.search + "</main>";
  return {
    meta: { title: "首页", description: "课程", canonicalPath: "/home", ogType: "website", image: null, status: 200 },
    body: new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode(html)); c.close(); } }),
    dataScript: '<script type="application/json" id="ssr-data">{}</script>',
    name: "home",
  };
}
`,
);
const renders = () => (globalThis as Record<string, unknown>)[RENDERS] as number | undefined;

describe("the web build's pages and files", async () => {
  const t = await startTestServer();
  const app = createApp(t.server, { webDist: dist, mediaDir: null });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it("renders a page once, then sends the same stored bytes in each encoding with its headers", async () => {
    const before = renders() ?? 0;
    const first = await get("/home?hit=1", { "accept-encoding": "gzip, deflate, br" });
    expect(first.status).toBe(200);
    expect(renders()).toBe(before + 1);
    const html = brotliDecompressSync(await bytes(first)).toString("utf8");
    expect(html).toContain("<main>首页课程");
    const answers = await Promise.all(
      ["gzip, deflate, br", "gzip", "", "br"].map((encoding) => get("/home?hit=1", { "accept-encoding": encoding })),
    );
    expect(renders()).toBe(before + 1);
    const [br, gzip, identity, brAgain] = answers as [Response, Response, Response, Response];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/html; charset=UTF-8");
      expect(answer.headers.get("cache-control")).toBe("no-cache");
      expect(answer.headers.get("vary")).toBe("Accept-Encoding");
      expect(answer.headers.get("etag")).toBe(first.headers.get("etag"));
      // the page's security headers are the ones every HTML answer has
      expect(answer.headers.get("content-security-policy")).toBe(htmlPolicy([]));
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(identity.headers.get("content-encoding")).toBeNull();
    const brBody = await bytes(br);
    // byte for byte what was stored: compressed once per page and encoding, not per request
    expect(brBody.equals(await bytes(brAgain))).toBe(true);
    expect(brotliDecompressSync(brBody).toString("utf8")).toBe(html);
    expect(gunzipSync(await bytes(gzip)).toString("utf8")).toBe(html);
    expect((await bytes(identity)).toString("utf8")).toBe(html);
    expect(t.errors).toEqual([]);
  });

  it("answers 304 to the page's ETag, also among others or marked weak, without rendering", async () => {
    const first = await get("/home?etag=1");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const before = renders();
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get("/home?etag=1", { "if-none-match": ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("content-security-policy")).toBeNull();
    }
    expect((await get("/home?etag=1", { "if-none-match": '"other"' })).status).toBe(200);
    expect(renders()).toBe(before);
  });

  it("renders again for another query and after a catalogue write", async () => {
    const before = renders() ?? 0;
    await get("/home?key=1");
    await get("/home?key=1");
    await get("/home?key=2");
    expect(renders()).toBe(before + 2);
    t.server.cache.invalidate();
    await get("/home?key=1");
    expect(renders()).toBe(before + 3);
  });

  it("sends a hashed file's build copies as they are, with its type, length and a year's caching", async () => {
    const file = (suffix: string) => readFileSync(join(dist, "assets", `index-abc.js${suffix}`));
    for (const [accept, suffix, encoding] of [
      ["gzip, deflate, br", ".br", "br"],
      ["gzip", ".gz", "gzip"],
      ["", "", null],
    ] as const) {
      const answer = await get("/assets/index-abc.js", { "accept-encoding": accept });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-encoding")).toBe(encoding);
      expect(answer.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.get("vary")).toBe("Accept-Encoding");
      expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      const body = await bytes(answer);
      expect(body.equals(file(suffix))).toBe(true);
      const head = await app.request("/assets/index-abc.js", {
        method: "HEAD",
        headers: { "accept-encoding": accept },
      });
      expect(head.headers.get("content-length")).toBe(String(body.byteLength));
    }
    const etag = (await get("/assets/index-abc.js")).headers.get("etag") ?? "";
    const again = await get("/assets/index-abc.js", { "if-none-match": `W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers 404 for a file the build does not have, and never its compressed copies by name", async () => {
    expect((await get("/assets/index-zzz.js")).status).toBe(404);
    expect((await get("/assets/index-abc.js.br")).status).toBe(404);
    expect((await get("/index.html.gz")).status).toBe(404);
  });

  it("sends the site's root from memory, precompressed like every file of the build", async () => {
    const answer = await get("/", { "accept-encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toBe("br");
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    expect(answer.headers.get("content-security-policy")).toBe(htmlPolicy([]));
    expect(brotliDecompressSync(await bytes(answer)).toString("utf8")).toBe(indexHtml);
    const etag = answer.headers.get("etag") ?? "";
    expect((await get("/", { "if-none-match": etag })).status).toBe(304);
  });
});
