import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/database";
import { createScratchDatabase } from "../testing/spawned-server";
import { PageRenderCache, pageEncoding } from "./page-render-cache";
import { ResponseCache } from "./response-cache";
import { SharedResponseCache } from "./shared-response-cache";

const html = (text: string) => ({ status: 200, html: Buffer.from(`<p>${text}</p>`, "utf8") });
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");

describe("PageRenderCache", () => {
  it("keys a page by its path with its query and the Beijing day", () => {
    let now = new Date("2026-03-01T15:59:00Z"); // 23:59 in Beijing
    const cache = new PageRenderCache(new ResponseCache(), () => now);
    const home = cache.keyOf(new URL("http://x/home"));
    expect(cache.keyOf(new URL("http://x/home?orgId=12"))).not.toBe(home);
    expect(cache.keyOf(new URL("http://x/course/list?page=2"))).not.toBe(cache.keyOf(new URL("http://x/course/list")));
    expect(cache.keyOf(new URL("http://other-host/home"))).toBe(home);
    now = new Date("2026-03-01T16:00:00Z"); // the next Beijing day
    expect(cache.keyOf(new URL("http://x/home"))).not.toBe(home);
  });

  it("renders once, then answers the stored, precompressed page", async () => {
    const cache = new PageRenderCache(new ResponseCache(), () => new Date());
    let renders = 0;
    const render = async () => {
      renders += 1;
      return html("首页");
    };
    const first = await cache.page("k", render);
    const second = await cache.page("k", render);
    expect(renders).toBe(1);
    expect(second).toBe(first);
    expect(text(gunzipSync(await first!.body("gzip")))).toBe("<p>首页</p>");
    expect(text(brotliDecompressSync(await first!.body("br")))).toBe("<p>首页</p>");
    expect(await first!.body(null)).toBe(first!.identity);
  });

  it("compresses a kept page only into the encodings asked for, each once however many ask at a time", async () => {
    const cache = new PageRenderCache(new ResponseCache(), () => new Date());
    const page = (await cache.page("k", async () => html("课程列表".repeat(50))))!;
    // a miss answers one visitor in one encoding: the others cost nothing until someone accepts them
    expect(page.encodings).toEqual([]);
    const [one, two] = await Promise.all([page.body("br"), page.body("br")]);
    expect(one).toBe(two);
    expect(page.encodings).toEqual(["br"]);
    expect(await page.body("br")).toBe(one);
    await page.body("gzip");
    expect(page.encodings).toEqual(["br", "gzip"]);
  });

  it("renders again after a catalogue write invalidates the response cache", async () => {
    const responses = new ResponseCache();
    const cache = new PageRenderCache(responses, () => new Date());
    let version = 1;
    const render = async () => html(`v${version}`);
    expect(text((await cache.page("k", render))!.identity)).toBe("<p>v1</p>");
    version = 2;
    expect(text((await cache.page("k", render))!.identity)).toBe("<p>v1</p>");
    responses.invalidate();
    expect(cache.size).toBe(0);
    expect(text((await cache.page("k", render))!.identity)).toBe("<p>v2</p>");
  });

  it("does not keep a page whose render overlapped an invalidation", async () => {
    const responses = new ResponseCache();
    const cache = new PageRenderCache(responses, () => new Date());
    let renders = 0;
    await cache.page("k", async () => {
      renders += 1;
      responses.invalidate(); // a write lands while the page renders
      return html("old");
    });
    const again = await cache.page("k", async () => {
      renders += 1;
      return html("new");
    });
    expect(renders).toBe(2);
    expect(text(again!.identity)).toBe("<p>new</p>");
  });

  it("runs one render for N concurrent misses of one key", async () => {
    const cache = new PageRenderCache(new ResponseCache(), () => new Date());
    let renders = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const render = async () => {
      renders += 1;
      await gate;
      return html("列表");
    };
    const pending = Array.from({ length: 32 }, () => cache.page("k", render));
    release();
    const pages = await Promise.all(pending);
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it("keeps nothing for a route the browser renders", async () => {
    const cache = new PageRenderCache(new ResponseCache(), () => new Date());
    expect(await cache.page("k", async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("picks brotli, then gzip, then none", () => {
    expect(pageEncoding("gzip, deflate, br")).toBe("br");
    expect(pageEncoding("gzip")).toBe("gzip");
    expect(pageEncoding(undefined)).toBeNull();
  });
});

// Across processes: each process has its own response cache, told of the others' writes by NOTIFY (PostgreSQL only).
const postgresUrl = process.env.POSTGRES_TEST_URL ?? process.env.DATABASE_URL;
const quiet = { info: () => {}, error: () => {} };

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(!postgresUrl)("PageRenderCache of two processes on one PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: OpenDatabase;
  let one: SharedResponseCache;
  let two: SharedResponseCache;

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl!);
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
    one = await SharedResponseCache.connect({ databaseUrl: scratch.url, db: database.db, log: quiet });
    two = await SharedResponseCache.connect({ databaseUrl: scratch.url, db: database.db, log: quiet });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
    await scratch?.drop();
  });

  it("renders a page again in the other process once a write in one process invalidates", async () => {
    await until(() => one.listening && two.listening);
    const pagesOne = new PageRenderCache(one, () => new Date());
    const pagesTwo = new PageRenderCache(two, () => new Date());
    let version = 1;
    const render = async () => html(`v${version}`);
    await pagesOne.page("k", render);
    expect(text((await pagesTwo.page("k", render))!.identity)).toBe("<p>v1</p>");
    version = 2;
    one.invalidate(); // a catalogue write through the first process
    await until(async () => text((await pagesTwo.page("k", render))!.identity) === "<p>v2</p>");
    expect(text((await pagesOne.page("k", render))!.identity)).toBe("<p>v2</p>");
  });

  it("serves no page while its process's listening connection is down", async () => {
    const pages = new PageRenderCache(two, () => new Date());
    let renders = 0;
    const render = async () => {
      renders += 1;
      return html("x");
    };
    await pages.page("down", render);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN taxlearn_response_cache' and pid <> pg_backend_pid()`,
    );
    await until(() => !two.listening);
    await pages.page("down", render);
    expect(renders).toBe(2);
    await until(() => two.listening && one.listening);
  });
});
