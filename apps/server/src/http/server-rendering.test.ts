import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SESSION_COOKIE } from "@taxlearn/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEMO, loginAs, startTestServer, type TestServer } from "../testing/test-server";
import {
  deferHydration,
  HYDRATION_BOOT_SOURCE,
  headTags,
  hydrationTags,
  linkedAssets,
  loadPageRenderer,
  pageTemplate,
  screenAssets,
} from "./server-rendering";

const webDist = join(dirname(fileURLToPath(import.meta.url)), "../../../web/dist");
const built = existsSync(join(webDist, "index.html")) && existsSync(join(webDist, "../dist-server/entry-server.js"));
// vitest runs before the web build in `pnpm test`; the step after the build runs this file with REQUIRE_WEB_BUILD=1
if (process.env.REQUIRE_WEB_BUILD && !built) throw new Error("run `pnpm --filter @taxlearn/web build` first");

const meta = {
  title: "增值税 <专题> - 财税学习平台",
  description: '说明 "引号" & 符号',
  canonicalPath: "/policy/details?id=7",
  ogType: "article" as const,
  image: "/media/cover.png",
  status: 200 as const,
};

describe("page head and template", () => {
  it("escapes the page's own title, description and canonical URL into the head", () => {
    const html = pageTemplate(
      '<html><head><title>财税学习平台</title><meta name="description" content="站点" /></head><body><div id="root"></div><script src="/a.js"></script></body></html>',
      meta,
      headTags(meta, "https://learn.example.cn", { css: ["assets/a.css"] }),
    );
    const page = `${html.before}BODY${html.after}`;
    expect(page).toContain("<title>增值税 &lt;专题&gt; - 财税学习平台</title>");
    expect(page).toContain('<meta name="description" content="说明 &quot;引号&quot; &amp; 符号" />');
    expect(page).toContain('<link rel="canonical" href="https://learn.example.cn/policy/details?id=7" />');
    expect(page).toContain('<meta property="og:image" content="https://learn.example.cn/media/cover.png" />');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css" />');
    expect(page).toContain('<div id="root">BODY</div><script src="/a.js">');
    expect(page).not.toContain("站点");
  });

  it("names a stylesheet index.html already links only once", () => {
    const index = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    ].join("");
    const linked = linkedAssets(index);
    expect([...linked]).toEqual(["assets/index.js", "assets/react.js", "assets/index.css"]);
    const head = headTags(meta, "https://learn.example.cn", { css: ["assets/index.css", "assets/screen.css"] }, linked);
    expect(head).not.toContain("index.css");
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/screen.css" />');
  });

  it("takes the app's scripts out of the page's HTML and names them on the boot module, which starts them after paint", () => {
    const index = [
      "  <head>",
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/runtime.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/web.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/web.css">',
      "  </head>",
    ].join("\n");
    const manifest = {
      "index.html": { file: "assets/index.js", imports: ["_web.js"] },
      _runtime: { file: "assets/runtime.js" },
      [HYDRATION_BOOT_SOURCE]: { file: "assets/hydrate.js", imports: ["_runtime"] },
    };
    const { template, scripts } = deferHydration(index, manifest);
    // the stylesheet stays render-blocking in the head; no script is fetched from the HTML itself
    expect(template).toBe(
      ["  <head>", '    <link rel="stylesheet" crossorigin href="/assets/web.css">', "  </head>"].join("\n"),
    );
    expect(scripts).toEqual({
      boot: "/assets/hydrate.js",
      bootImports: ["/assets/runtime.js"],
      entry: "/assets/index.js",
      preload: ["/assets/web.js"],
    });
    // the boot's own import is preloaded at once; the screen's chunks join the app's, each once, never the entry
    expect(hydrationTags(scripts, ["assets/screen.js", "assets/web.js", "assets/runtime.js", "assets/index.js"])).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/runtime.js" />',
        '<script type="module" crossorigin src="/assets/hydrate.js" data-hydrate-entry="/assets/index.js" data-hydrate-preload="/assets/web.js /assets/screen.js"></script>',
      ].join("\n    "),
    );
  });

  it("refuses a web build without the hydration boot, or an index.html without its module script", () => {
    expect(() => deferHydration('<script type="module" crossorigin src="/assets/index.js"></script>', {})).toThrow(
      HYDRATION_BOOT_SOURCE,
    );
    expect(() => deferHydration("<head></head>", { [HYDRATION_BOOT_SOURCE]: { file: "assets/hydrate.js" } })).toThrow(
      "module script",
    );
  });

  it("collects a screen's CSS and chunks through its static imports, each once", () => {
    const manifest = {
      "screen.tsx": { file: "assets/screen.js", css: ["assets/screen.css"], imports: ["_a.js", "_b.js"] },
      "_a.js": { file: "assets/a.js", css: ["assets/a.css"], imports: ["_b.js"] },
      "_b.js": { file: "assets/b.js", imports: ["_a.js"] },
    };
    expect(screenAssets(manifest, "screen.tsx")).toEqual({
      css: ["assets/screen.css", "assets/a.css"],
      chunks: ["assets/screen.js", "assets/a.js", "assets/b.js"],
    });
    expect(screenAssets(manifest, "missing.tsx")).toEqual({ css: [], chunks: [] });
  });

  it("finds a screen merged into another chunk through the build's map of lazily imported modules", () => {
    const manifest = {
      "_shared-X1.js": {
        file: "assets/shared-X1.js",
        name: "shared",
        css: ["assets/shared.css"],
        imports: ["_thread.js"],
      },
      "_thread.js": { file: "assets/thread.js", name: "thread", css: ["assets/thread.css"] },
    };
    const lazyChunks = { "src/features/course-detail/course-detail-screen.tsx": "assets/shared-X1.js" };
    expect(screenAssets(manifest, "src/features/course-detail/course-detail-screen.tsx", lazyChunks)).toEqual({
      css: ["assets/shared.css", "assets/thread.css"],
      chunks: ["assets/shared-X1.js", "assets/thread.js"],
    });
    // not in the map, or mapped to a file the manifest does not know: nothing to link
    expect(screenAssets(manifest, "src/features/x/list.tsx", lazyChunks)).toEqual({ css: [], chunks: [] });
    expect(screenAssets(manifest, "src/features/x/list.tsx", { "src/features/x/list.tsx": "assets/gone.js" })).toEqual({
      css: [],
      chunks: [],
    });
  });
});

describe.runIf(built)("server-rendered public pages (the built web app)", () => {
  it("finds every server-rendered screen in the build's manifest, with a stylesheet of its own, merged or not", async () => {
    const manifest = JSON.parse(readFileSync(join(webDist, ".vite", "manifest.json"), "utf8"));
    const lazyChunks = JSON.parse(readFileSync(join(webDist, ".vite", "lazy-module-chunks.json"), "utf8"));
    const entry = await import(pathToFileURL(join(webDist, "..", "dist-server", "entry-server.js")).href);
    const sources = Object.values(entry.SERVER_RENDERED_SCREENS as Record<string, string>);
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(lazyChunks[source], source).toBeDefined();
      expect(screenAssets(manifest, source, lazyChunks).css, source).not.toEqual([]);
    }
    // a learner's pages: the screen and the centre's frame, each found with its stylesheet
    const learnerSources = Object.values(entry.LEARNER_SCREENS as Record<string, string[]>).flat();
    expect(learnerSources).toContain("src/app/centre/centre-frame.tsx");
    for (const source of new Set(learnerSources)) {
      expect(lazyChunks[source], source).toBeDefined();
      expect(screenAssets(manifest, source, lazyChunks).css, source).not.toEqual([]);
    }
  });

  let t: TestServer;
  let app: ReturnType<typeof createApp>;
  const firstOf = async (path: string) => {
    const body = (await (await t.app.request(path)).json()) as {
      data: { list: Array<{ id: number; title?: string }> };
    };
    const first = body.data.list[0];
    if (!first) throw new Error(`no rows at ${path}`);
    return first;
  };
  const page = async (path: string) => {
    const response = await app.request(`http://learn.example.cn${path}`);
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    t = await startTestServer();
    app = createApp(t.server, { webDist, mediaDir: null });
  }, 60_000);
  afterAll(() => t.close());

  it("renders a policy's own title, description, canonical URL and text", async () => {
    const policy = await firstOf("/api/onlineNewsList?page=1&pageSize=10&type=1");
    const detail = (await (await t.app.request(`/api/onlineNews/detail/${policy.id}`)).json()) as {
      data: { title: string; contentHtml: string };
    };
    const { status, html } = await page(`/policy/details?id=${policy.id}&utm=x`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${detail.data.title} - 财税学习平台</title>`);
    // the canonical URL is on the configured public origin, whatever Host the request named
    expect(html).toContain(`<link rel="canonical" href="${t.server.publicOrigin}/policy/details?id=${policy.id}" />`);
    expect(html).not.toContain("learn.example.cn");
    expect(html).toContain('<meta property="og:type" content="article" />');
    // the policy's own text, before any script runs
    const firstWords = detail.data.contentHtml
      .replace(/<[^>]*>/g, "")
      .trim()
      .slice(0, 12);
    expect(firstWords.length).toBeGreaterThan(0);
    expect(html).toContain(firstWords);
    // the reads for hydration, keyed by the hooks' ids
    expect(html).toMatch(/<script type="application\/json" id="ssr-data">\{"path":"\/policy\/details\?id=/);
    expect(t.errors).toEqual([]);
  });

  it("renders each public page type with its data and its own head", async () => {
    const course = await firstOf("/api/onlineProducts?page=1&pageSize=10");
    const caseRow = await firstOf("/api/onlineNewsList?page=1&pageSize=10&type=27");
    const custom = await firstOf("/api/customFile/list?page=1&pageSize=10");
    const pages: Array<[string, string]> = [
      ["/home", "<title>财税学习平台</title>"],
      ["/course/list", "<title>课程 - 财税学习平台</title>"],
      [`/course/details?id=${course.id}`, `${course.title ?? ""} - 财税学习平台</title>`],
      ["/knowledge?pT=2", `<link rel="canonical" href="${t.server.publicOrigin}/knowledge?pT=2" />`],
      ["/policy", "财税学习平台</title>"],
      ["/casebook", "财税学习平台</title>"],
      [`/casebook/details?id=${caseRow.id}`, `<title>${caseRow.title} - 财税学习平台</title>`],
      ["/caimiao-custom", "财税学习平台</title>"],
      [`/caimiao-custom/details?id=${custom.id}`, `<title>${custom.title} - 财税学习平台</title>`],
    ];
    for (const [path, head] of pages) {
      const { status, html } = await page(path);
      expect(t.errors, path).toEqual([]);
      expect(status, path).toBe(200);
      expect(html, path).toContain(head);
      expect(html, path).toContain('<meta property="og:title"');
      expect(html, path).toContain('id="ssr-data"');
      // the screen's own markup, not the empty shell
      expect(html, path).not.toContain('<div id="root"></div>');
    }
    const home = await page("/home");
    expect(home.html).toContain(course.title ?? "");
    // the page's largest image is in the HTML; the app's scripts are not (the boot starts them after the first paint,
    // decision 116), and each stylesheet is linked once
    expect(home.html).toMatch(/<img [^>]*fetchpriority="high"/i);
    expect(home.html.match(/<script type="module"[^>]*>/g)).toEqual([
      expect.stringMatching(/src="\/assets\/hydrate-[^"]+\.js" data-hydrate-entry="\/assets\/index-[^"]+\.js"/),
    ]);
    expect(home.html).toMatch(/data-hydrate-preload="[^"]*\/assets\/home-screen-[^"]+\.js/);
    for (const [, file] of home.html.matchAll(/<link rel="stylesheet" [^>]*href="([^"]+)"/g)) {
      expect(home.html.split(`href="${file}"`).length, file).toBe(2);
    }
    expect((await page("/course/list")).html).toMatch(/<img [^>]*fetchpriority="high"/i);
    expect(t.errors).toEqual([]);
  });

  it("serves a page from the render cache, precompressed with an ETag, until a catalogue write", async () => {
    const policy = await firstOf("/api/onlineNewsList?page=1&pageSize=10&type=1");
    const path = `/policy/details?id=${policy.id}&cache=probe`;
    const first = await page(path);
    expect(first.status).toBe(200);
    // a change that skipped the invalidation is not seen: the page was not rendered again
    const changed = `渲染缓存探针 ${Date.now()}`;
    await t.server.db.execute(sql`update articles set title = ${changed} where id = ${policy.id}`);
    expect((await page(path)).html).not.toContain(changed);
    const brotli = await app.request(`http://learn.example.cn${path}`, { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const etag = brotli.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request(`http://learn.example.cn${path}`, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    // a browser merges a 304's headers into the stored page: a policy on it would replace the page's (a reload
    // would then load no style, script or image)
    expect(again.headers.get("content-security-policy")).toBeNull();
    // a catalogue write invalidates the response cache, and with it every rendered page
    t.server.cache.invalidate();
    expect((await page(path)).html).toContain(changed);
  });

  it("renders /vip with its products, 会员权益 and questions in the first HTML, its scripts without XState", async () => {
    const data = async <T>(path: string) => ((await (await t.app.request(path)).json()) as { data: T }).data;
    const [product] = await data<Array<{ name: string }>>("/api/vipProducts");
    const [right] = await data<Array<{ name: string }>>("/api/vipRightsList/vipAll");
    const [faq] = await data<Array<{ question: string }>>("/api/faqList");
    if (!product || !right || !faq) throw new Error("the seed has no VIP product, right or question");
    const { status, html } = await page("/vip");
    expect(status).toBe(200);
    expect(t.errors).toEqual([]);
    // the rights section is in the HTML with its rows: nothing below the products moves when data arrive
    expect(html).toContain('<h2 id="vip-rights"');
    expect(html).toContain("会员权益");
    expect(html).toContain(right.name);
    expect(html).toContain(product.name);
    expect(html).toContain(faq.question);
    expect(html).toContain("<title>VIP会员 - 财税学习平台</title>");
    // the purchase machine loads when buying starts: the page's scripts do not include XState
    const preload = /data-hydrate-preload="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(preload).toMatch(/\/assets\//);
    expect(preload).not.toMatch(/xstate/i);
  });

  it("reads a page whole with the same bytes as its stream, for the render cache", async () => {
    const renderer = await loadPageRenderer(webDist, readFileSync(join(webDist, "index.html"), "utf8"));
    if (!renderer) throw new Error("the build has no server entry");
    const inProcess: typeof fetch = async (input, init) => t.app.fetch(new Request(input, init));
    for (const path of ["/home", "/policy/details?id=999999"]) {
      const url = new URL(`http://learn.example.cn${path}`);
      const streamed = await renderer.render(url, t.server.publicOrigin, inProcess);
      const whole = await renderer.renderHtml(url, t.server.publicOrigin, inProcess);
      expect(whole?.status, path).toBe(streamed?.status);
      const text = Buffer.from(whole?.html ?? []).toString("utf8");
      const stream = await new Response(streamed?.body).text();
      // two renders may order React's image preloads and the reads as they settle differently: the template around
      // the body, the embedded reads and what follows them are compared
      const parts = (html: string) => {
        const data = /<\/div><script type="application\/json" id="ssr-data">(.*?)<\/script>([\s\S]*)$/.exec(html);
        return {
          head: html.slice(0, html.indexOf('<div id="root">')),
          reads: JSON.parse(data?.[1] ?? "null"),
          rest: data?.[2],
        };
      };
      const [mine, theirs] = [parts(text), parts(stream)];
      expect(mine.head.length, path).toBeGreaterThan(0);
      expect(mine.reads, path).not.toBeNull();
      expect(mine, path).toEqual(theirs);
    }
  });

  it("draws a learner's own 当前课程 with their session cookie: per request, private, for that login only", async () => {
    const studied = async (token: string) =>
      (
        (await (
          await t.app.request("/api/study/classList?page=1&pageSize=10", {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { data: { list: Array<{ id: number; title: string }> } }
      ).data.list;
    const [plain, vip] = await Promise.all([loginAs(t.app, DEMO.plain), loginAs(t.app, DEMO.vip)]);
    const [mine, theirs] = await Promise.all([studied(plain), studied(vip)]);
    const first = mine[0];
    if (!first) throw new Error("the seed's plain learner has no course in progress");
    const withCookie = (path: string, token: string) =>
      app.request(`http://learn.example.cn${path}`, {
        headers: { cookie: `other=1; ${SESSION_COOKIE}=${encodeURIComponent(token)}` },
      });

    const response = await withCookie("/center/course-study", plain);
    expect(response.status).toBe(200);
    // personal: no shared cache may keep it, and no ETag lets one answer 304 for another login
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toMatch(/Cookie/);
    expect(response.headers.get("etag")).toBeNull();
    const html = await response.text();
    expect(t.errors).toEqual([]);
    expect(html).toContain(first.title);
    // the login it was drawn for, for hydration, and never the token itself
    expect(html).toMatch(/"session":\{"username":"13800000001","profile":\{/);
    expect(html).not.toContain(plain);
    // the centre's frame is styled from the HTML, before any script (its chunk is not the screen's)
    const frameCss = screenAssets(
      JSON.parse(readFileSync(join(webDist, ".vite", "manifest.json"), "utf8")),
      "src/app/centre/centre-frame.tsx",
      JSON.parse(readFileSync(join(webDist, ".vite", "lazy-module-chunks.json"), "utf8")),
    ).css;
    expect(frameCss).not.toEqual([]);
    for (const file of frameCss) expect(html).toContain(`href="/${file}"`);

    // another learner's cookie draws that learner's page
    const other = await (await withCookie("/center/course-study", vip)).text();
    expect(other).toMatch(/"session":\{"username":"13800000002"/);
    for (const course of mine.filter((row) => !theirs.some((their) => their.id === row.id))) {
      expect(other).not.toContain(course.title);
    }

    // drawn per request: a change shows at once
    const renamed = `在读课程探针 ${Date.now()}`;
    await t.server.db.execute(sql`update courses set title = ${renamed} where id = ${first.id}`);
    expect(await (await withCookie("/center/course-study", plain)).text()).toContain(renamed);

    // a refused token, or none, leaves the page to the browser (which sends the visitor to log in)
    for (const cookie of [`${SESSION_COOKIE}=not-a-token`, `${SESSION_COOKIE}=`, ""]) {
      const shell = await app.request("http://learn.example.cn/center/course-study", { headers: { cookie } });
      expect(shell.status, cookie).toBe(200);
      expect(await shell.text(), cookie).toContain('<div id="root"></div>');
    }
    // the centre's other lists are drawn for the login too, each with its own heading
    for (const [path, heading] of [
      ["/center/course-purchase", "已购课程"],
      ["/center/collect/course", "收藏的课程"],
      ["/center/collect/policy", "收藏的政策"],
      ["/center/collect/caseBook", "收藏的案例"],
      ["/center/kedan", "我的课单"],
    ]) {
      const drawn = await withCookie(path as string, plain);
      expect(drawn.headers.get("cache-control"), path).toBe("private, no-store");
      const text = await drawn.text();
      expect(text, path).toMatch(/"session":\{"username":"13800000001"/);
      expect(text, path).toContain(`${heading}</h1>`);
    }
    // a learner page the server does not draw (its text depends on the day, or it is not a list), and a public
    // page, with the cookie: as without it
    expect(await (await withCookie("/center/footprint", plain)).text()).toContain('<div id="root"></div>');
    expect(await (await withCookie("/center/order", plain)).text()).toContain('<div id="root"></div>');
    const home = await (await withCookie("/home", plain)).text();
    expect(home).toContain('id="ssr-data"');
    expect(home).not.toContain('"session":');
    expect(t.errors).toEqual([]);
  });

  it("answers 404 for unknown paths and missing content, and the shell for learner-only pages", async () => {
    expect((await page("/no/such/page")).status).toBe(404);
    const missing = await page("/policy/details?id=999999");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('id="ssr-data"');
    const centre = await page("/center/order");
    expect(centre.status).toBe(200);
    expect(centre.html).toContain('<div id="root"></div>');
  });
});
