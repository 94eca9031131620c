import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { checkout, untouchedPaidCourses } from "../features/orders/order-test-kit";
import { DEMO, loginAs, startTestServer, type TestServer } from "../testing/test-server";

// Absolute links come from the configured public origin: a request's Host (or X-Forwarded-Host) is the sender's to
// choose, and a link built from it would send a learner, a crawler or a payment provider to the sender's site.
let t: TestServer;
let site: ReturnType<typeof createApp>;
let root: string;
const EVIL = "http://evil.example";
const HOSTILE = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

/** A small web build: index.html, a script and its source map, and a server entry that renders /home. */
function writeWebBuild(dir: string): string {
  const dist = join(dir, "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  mkdirSync(join(dist, ".vite"), { recursive: true });
  mkdirSync(join(dir, "dist-server"), { recursive: true });
  writeFileSync(
    join(dist, "index.html"),
    '<!doctype html><html><head><title>财税学习平台</title>\n<script type="module" crossorigin src="/assets/index.js"></script>\n</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, "assets", "index.js"), "export {};\n");
  writeFileSync(join(dist, "assets", "index.js.map"), '{"version":3,"sources":["src/app.tsx"],"mappings":""}');
  writeFileSync(join(dist, "assets", "index.js.map.gz"), "not really gzip");
  writeFileSync(
    join(dist, ".vite", "manifest.json"),
    JSON.stringify({ "src/hydrate.ts": { file: "assets/hydrate.js" }, "index.html": { file: "assets/index.js" } }),
  );
  writeFileSync(
    join(dir, "dist-server", "entry-server.js"),
    `export const SERVER_RENDERED_SCREENS = {};
export async function renderPage() {
  return {
    name: "home",
    dataScript: "",
    meta: { title: "首页", description: "d", canonicalPath: "/home", ogType: "website", image: "/media/a.png", status: 200 },
    body: new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode("<p>首页</p>")); c.close(); } }),
  };
}
`,
  );
  return dist;
}

beforeAll(async () => {
  t = await startTestServer();
  root = mkdtempSync(join(tmpdir(), "taxlearn-web-"));
  site = createApp(t.server, { webDist: writeWebBuild(root), mediaDir: null, trustProxy: true });
}, 120_000);
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await t?.close();
});

describe("absolute links", () => {
  it("default to the listen address", () => {
    expect(t.server.publicOrigin).toBe("http://localhost:3000");
  });

  it("of the sandbox QR are on the public origin whatever the request's Host", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    const [course] = await untouchedPaidCourses(t, 1);
    const order = (await checkout(t, token, course!)).data as { uni: string };
    const answer = await t.app.request(`${EVIL}/api/order/online/pay`, {
      method: "POST",
      headers: { ...HOSTILE, authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ uni: order.uni, payType: 1, from: "pc" }),
    });
    const pay = (await answer.json()) as { status: number; data: { codeUrl: string } };
    expect(pay.status).toBe(200);
    expect(pay.data.codeUrl.startsWith(`${t.server.publicOrigin}/sandbox/pay/`)).toBe(true);
  });

  it("of robots.txt and the sitemap are on the public origin", async () => {
    const robots = await (await site.request(`${EVIL}/robots.txt`, { headers: HOSTILE })).text();
    expect(robots).toContain(`Sitemap: ${t.server.publicOrigin}/sitemap.xml`);
    const sitemap = await (await site.request(`${EVIL}/sitemap.xml`, { headers: HOSTILE })).text();
    expect(sitemap).toContain(`<loc>${t.server.publicOrigin}/home</loc>`);
    expect(sitemap).not.toContain("evil.example");
  });

  it("of a server-rendered page's canonical and Open Graph tags are on the public origin", async () => {
    const page = await (await site.request(`${EVIL}/home`, { headers: HOSTILE })).text();
    expect(page).toContain(`<link rel="canonical" href="${t.server.publicOrigin}/home" />`);
    expect(page).toContain(`content="${t.server.publicOrigin}/media/a.png"`);
    expect(page).not.toContain("evil.example");
  });
});

describe("source maps", () => {
  it("are not served on the default start (NODE_ENV unset), compressed copies neither", async () => {
    expect(t.server.production).toBe(false);
    expect((await site.request("/assets/index.js")).status).toBe(200);
    for (const path of ["/assets/index.js.map", "/assets/index.js.map.gz", "/assets/INDEX.JS.MAP"]) {
      const response = await site.request(path, { headers: { "accept-encoding": "gzip, br" } });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).not.toContain("mappings");
    }
  });
});
