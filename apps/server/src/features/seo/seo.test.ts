import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createApp } from "../../app";
import { articles, courses, customFiles } from "../../db/schema";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { robotsText, sitemapXml } from "./seo.routes";

let t: TestServer;
/** The app as a site configured with PUBLIC_URL=https://learn.example.cn serves it. */
let site: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await startTestServer();
  site = createApp({ ...t.server, publicOrigin: "https://learn.example.cn" }, { webDist: null, mediaDir: null });
});
afterAll(async () => {
  await t?.close();
});

describe("robots.txt", () => {
  it("allows the public site, keeps crawlers out of the learner's and the API's paths, and names the sitemap", async () => {
    const response = await site.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toMatch(/^Disallow: \/center$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/learn\.example\.cn\/sitemap\.xml$/m);
  });

  it("names the sitemap on the public origin, whatever Host or X-Forwarded-Proto a request sends", async () => {
    const proxied = createApp(
      { ...t.server, publicOrigin: "https://learn.example.cn" },
      {
        webDist: null,
        mediaDir: null,
        trustProxy: true,
      },
    );
    for (const app of [site, proxied]) {
      const text = await (
        await app.request("http://evil.example/robots.txt", {
          headers: { "x-forwarded-proto": "http", "x-forwarded-host": "evil.example" },
        })
      ).text();
      expect(text).toContain("Sitemap: https://learn.example.cn/sitemap.xml");
      expect(text).not.toContain("evil.example");
    }
  });

  it("is text built from the origin alone", () => {
    expect(robotsText("https://a.cn").endsWith("Sitemap: https://a.cn/sitemap.xml\n")).toBe(true);
  });
});

describe("sitemap.xml", () => {
  it("lists every course, policy and case and every public theme file, each at its detail path, and no org-only file", async () => {
    const response = await site.request("http://evil.example/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain("https://learn.example.cn/home");

    const db = t.server.db;
    const courseIds = (await db.select({ id: courses.id }).from(courses)).map((row) => row.id);
    const articleRows = await db.select({ id: articles.id, type: articles.type }).from(articles);
    const themeRows = await db.select({ id: customFiles.id, orgId: customFiles.orgId }).from(customFiles);
    expect(courseIds.length).toBeGreaterThan(0);
    for (const id of courseIds) expect(locations).toContain(`https://learn.example.cn/course/details?id=${id}`);
    for (const { id, type } of articleRows) {
      const page = [25, 26, 27].includes(type) ? "casebook" : "policy";
      expect(locations).toContain(`https://learn.example.cn/${page}/details?id=${id}`);
    }
    for (const { id, orgId } of themeRows) {
      const listed = locations.includes(`https://learn.example.cn/caimiao-custom/details?id=${id}`);
      expect(listed).toBe(orgId === null);
    }
    expect(new Set(locations).size).toBe(locations.length);
  });

  it("escapes what XML reserves in an address", () => {
    const xml = sitemapXml("https://a.cn", [{ path: "/x?a=1&b=<2>", lastModified: new Date("2026-11-20T00:00:00Z") }]);
    expect(xml).toContain("<loc>https://a.cn/x?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-11-20T00:00:00.000Z</lastmod>");
  });
});

describe("pages outside the route table", () => {
  it("answer the app's page with status 404, the routes with 200", async () => {
    const dist = mkdtempSync(join(tmpdir(), "taxlearn-web-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>税学</title>");
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    const app = createApp(t.server, { webDist: dist, mediaDir: null });

    const unknown = await app.request("/no/such/page");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("税学");
    for (const known of ["/home", "/course/details?id=1001", "/center/order", "/search/增值税", "/404"]) {
      expect((await app.request(known)).status, known).toBe(200);
    }
  });

  it("answer every operator console page with 200 (opened or reloaded), an unknown console page with 404", async () => {
    const dist = mkdtempSync(join(tmpdir(), "taxlearn-web-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>税学</title>");
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    const app = createApp(t.server, { webDist: dist, mediaDir: null });
    for (const page of ["/admin", "/admin/", "/admin/courses", "/admin/lectures?course=1001", "/admin/audit"]) {
      const response = await app.request(page);
      expect(response.status, page).toBe(200);
      expect(await response.text()).toContain("税学");
    }
    for (const page of ["/admin/users/12", "/admin/orders/TL2026120618314273151527"]) {
      expect((await app.request(page)).status, page).toBe(200);
    }
    for (const page of ["/admin/no-such-section", "/admin/courses/1/2", "/administrator"]) {
      expect((await app.request(page)).status, page).toBe(404);
    }
  });
});
