import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { organisations } from "../db/schema";
import type { SearchIndex } from "../features/search/search-index";
import { startTestServer, type TestServer } from "../testing/test-server";
import { isPartnerOrigin, NON_HTML_POLICY } from "./security-headers";

let t: TestServer;
let dist: string;
let media: string;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await startTestServer();
  dist = mkdtempSync(join(tmpdir(), "taxlearn-web-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>税学</title>");
  writeFileSync(join(dist, "embed-demo.html"), "<!doctype html><title>门户</title>");
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1)");
  writeFileSync(join(dist, "assets", "index-abc123.js.map"), '{"version":3}');
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, ".vite", "manifest.json"), "{}");
  media = mkdtempSync(join(tmpdir(), "taxlearn-media-"));
  mkdirSync(join(media, "courses"));
  writeFileSync(join(media, "courses", "1001.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(media, "segment.m3u8"), "#EXTM3U");
  app = createApp(t.server, { webDist: dist, mediaDir: media });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(media, { recursive: true, force: true });
  await t?.close();
});

const csp = (response: Response) => response.headers.get("content-security-policy") ?? "";
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? null;

function expectCommonHeaders(response: Response, what: string) {
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("strict-transport-security"), `${what}: plain HTTP has no HSTS`).toBeNull();
}

describe("security headers on HTML pages", () => {
  it("the SPA's pages and other HTML files allow scripts and styles from this origin only", async () => {
    for (const path of ["/", "/home", "/course/details?id=1001", "/embed-demo.html"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      expectCommonHeaders(response, path);
      const policy = csp(response);
      expect(directive(policy, "script-src"), path).toBe("script-src 'self'");
      expect(directive(policy, "style-src"), path).toBe("style-src 'self'");
      expect(directive(policy, "object-src"), path).toBe("object-src 'none'");
      // the lecture player (hls.js) plays from blob: URLs and may start a blob: worker
      expect(directive(policy, "media-src"), path).toBe("media-src 'self' blob:");
      expect(directive(policy, "worker-src"), path).toBe("worker-src 'self' blob:");
      // server-rendered pages carry React's style props as attributes (decision 095): inline style attributes only,
      // never inline <style> elements or scripts
      expect(directive(policy, "style-src-attr"), path).toBe("style-src-attr 'unsafe-inline'");
      expect(policy.replace("style-src-attr 'unsafe-inline'", ""), path).not.toContain("unsafe-inline");
      expect(policy, path).not.toContain("unsafe-eval");
      expect(directive(policy, "frame-ancestors"), path).toBe("frame-ancestors 'self'");
    }
  });

  it("an organisation's page (its org-login link) may be framed by its partner origins, and only by them", async () => {
    const embedded = await app.request("/orgLogin?orgId=12&content=x&secret=y");
    expect(directive(csp(embedded), "frame-ancestors")).toBe(
      "frame-ancestors 'self' http://localhost:3000 http://127.0.0.1:3000",
    );
    // an organisation without partner origins, an unknown one and a malformed id: this origin only
    for (const path of [
      "/orgLogin?orgId=7&content=x",
      "/orgLogin?orgId=999",
      "/orgLogin?orgId=12abc",
      "/home?orgId=",
    ]) {
      expect(directive(csp(await app.request(path)), "frame-ancestors"), path).toBe("frame-ancestors 'self'");
    }
  });

  it("a stored origin that is not exactly an origin never reaches the policy", async () => {
    const stored = ["https://portal.example.com", "https://evil.example; script-src *", "*", "https://a.example/path"];
    await t.server.db.update(organisations).set({ partnerOrigins: stored }).where(eq(organisations.id, 13));
    const policy = csp(await app.request("/orgLogin?orgId=13"));
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self' https://portal.example.com");
    expect(directive(policy, "script-src")).toBe("script-src 'self'");
    expect(["https://x.example:8443", "http://localhost:3000"].every(isPartnerOrigin)).toBe(true);
    expect(["https://x.example/", "javascript:alert(1)", "https://*.example.com", ""].some(isPartnerOrigin)).toBe(
      false,
    );
  });
});

describe("security headers on API and media answers", () => {
  it("API answers (cached, uncached, errors, unknown paths) and media are never documents or frames", async () => {
    const answers: [string, Response][] = [
      ["cached catalogue read", await app.request("/api/onlineProducts?pageSize=10")],
      ["cached catalogue read again", await app.request("/api/onlineProducts?pageSize=10")],
      ["login", await app.request("/api/app/login", { method: "POST" })],
      ["unknown API path", await app.request("/api/nope")],
      ["health", await app.request("/healthz")],
      ["media image", await app.request("/media/courses/1001.svg")],
      ["media playlist", await app.request("/media/segment.m3u8")],
      ["missing media", await app.request("/media/missing.ts")],
      ["script asset", await app.request("/assets/index-abc123.js")],
    ];
    for (const [what, response] of answers) {
      expectCommonHeaders(response, what);
      expect(csp(response), what).toBe(NON_HTML_POLICY);
    }
  });

  it("a 500 and a 503 carry them too", async () => {
    const failing: SearchIndex = {
      upsert: async () => {},
      remove: async () => {},
      search: async () => {
        throw new Error("index offline");
      },
    };
    const broken = createApp({ ...t.server, search: failing }, { webDist: null, mediaDir: null });
    const failed = await broken.request("/api/es/onlineProducts", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "keyword=tax",
    });
    expect(failed.status).toBe(500);
    expectCommonHeaders(failed, "500");
    expect(csp(failed)).toBe(NON_HTML_POLICY);

    const full = createApp(t.server, {
      webDist: null,
      mediaDir: null,
      endpointLimits: { searchOnlineProducts: { concurrent: 0, queued: 0 } },
    });
    const busy = await full.request("/api/es/onlineProducts", { method: "POST" });
    expect(busy.status).toBe(503);
    expectCommonHeaders(busy, "503");
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent on TLS requests only; X-Forwarded-Proto counts only with TRUST_PROXY", async () => {
    const hsts = (response: Response) => response.headers.get("strict-transport-security");
    expect(hsts(await app.request("https://learn.example/healthz"))).toBe("max-age=31536000");
    expect(hsts(await app.request("https://learn.example/home"))).toBe("max-age=31536000");
    const forwarded = { headers: { "x-forwarded-proto": "https" } };
    expect(hsts(await app.request("/healthz", forwarded))).toBeNull();

    const proxied = createApp(t.server, { webDist: null, mediaDir: null, trustProxy: true });
    expect(hsts(await proxied.request("/healthz", forwarded))).toBe("max-age=31536000");
    expect(hsts(await proxied.request("/healthz", { headers: { "x-forwarded-proto": "https, http" } }))).toBe(
      "max-age=31536000",
    );
    expect(hsts(await proxied.request("/healthz", { headers: { "x-forwarded-proto": "http" } }))).toBeNull();
    expect(hsts(await proxied.request("/healthz"))).toBeNull();
  });
});

describe("source maps", () => {
  it("are not served, in production or on the default start", async () => {
    const production = createApp({ ...t.server, production: true }, { webDist: dist, mediaDir: null });
    expect((await production.request("/assets/index-abc123.js.map")).status).toBe(404);
    expect((await production.request("/assets/index-abc123.js")).status).toBe(200);
    expect((await app.request("/assets/index-abc123.js.map")).status).toBe(404);
  });
  it("nor the build's records (.vite/), in any mode", async () => {
    const production = createApp({ ...t.server, production: true }, { webDist: dist, mediaDir: null });
    expect((await production.request("/.vite/manifest.json")).status).toBe(404);
    expect((await app.request("/.vite/manifest.json")).status).toBe(404);
  });
});

describe("the web app's HTML works under the policy", () => {
  const web = fileURLToPath(new URL("../../../web/", import.meta.url));
  const pages = [
    "index.html",
    ...readdirSync(join(web, "public"))
      .filter((name) => name.endsWith(".html"))
      .map((name) => `public/${name}`),
  ];

  it.each(pages)(
    "apps/web/%s has no inline script, style element, style attribute or event handler attribute",
    (page) => {
      const html = readFileSync(join(web, page), "utf8");
      for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        expect(script[1], "a script element loads a file").toMatch(/\bsrc=/);
        expect(script[2]?.trim(), "and has no body").toBe("");
      }
      expect(html).not.toMatch(/<style\b/i);
      expect(html).not.toMatch(/\sstyle\s*=/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    },
  );
});

describe("the demo partner portal's frame source", () => {
  it("lets /embed-demo.html frame the same server under its other loopback name only", async () => {
    const { embedDemoFrameSource } = await import("./security-headers");
    expect(embedDemoFrameSource("http://localhost:3105/embed-demo.html")).toBe(
      "; frame-src 'self' http://127.0.0.1:3105",
    );
    expect(embedDemoFrameSource("http://127.0.0.1:3000/embed-demo.html?link=x")).toBe(
      "; frame-src 'self' http://localhost:3000",
    );
    expect(embedDemoFrameSource("https://learn.example.com/embed-demo.html")).toBe("");
    expect(embedDemoFrameSource("http://localhost:3105/home")).toBe("");
  });
});
