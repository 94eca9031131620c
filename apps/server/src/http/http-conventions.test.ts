import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { CONTRACTS } from "@taxlearn/api";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createApp } from "../app";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../testing/test-server";
import { COMPRESS_MIN_BYTES } from "./response-cache";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe("contracts", () => {
  it("has unique method + path pairs", () => {
    const keys = Object.values(CONTRACTS).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("transport conventions", () => {
  it("answers /healthz with the database kind", async () => {
    const response = await t.app.request("/healthz");
    expect(await response.json()).toEqual({ status: "ok", db: process.env.DATABASE_URL ? "postgres" : "pglite" });
  });

  it("refuses bodies over 1 MB with HTTP 413", async () => {
    const big = "a".repeat(1024 * 1024 + 1);
    const { http, body } = await call(t.app, "POST", "/api/app/login", {
      form: { account: DEMO.plain, password: big },
    });
    expect(http).toBe(413);
    expect(body).toMatchObject({ status: 413, success: false, msg: "请求体超过 1 MB" });
    const justUnder = await call(t.app, "POST", "/api/app/login", {
      form: { account: DEMO.plain, password: "a".repeat(1000) },
    });
    expect(justUnder.http).toBe(200);
  });

  it("serves cached catalogue reads gzip-compressed to clients that accept it, identical once decompressed", async () => {
    const path = "/api/onlineProducts?pageSize=20";
    const plain = await t.app.request(path);
    const zipped = await t.app.request(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("accept-encoding");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8");
    expect(JSON.parse(unzipped)).toEqual(await plain.json());
  });

  it("sends a cached answer under 1 KB as it is, as the compression middleware does the rest", async () => {
    const search = () =>
      t.app.request("/api/es/onlineProducts", {
        method: "POST",
        headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" },
        body: JSON.stringify({ keyword: "没有这样的词语组合" }),
      });
    // the first answer is stored, the second comes from the cache
    for (const answer of [await search(), await search()]) {
      expect(answer.headers.get("content-encoding")).toBeNull();
      expect(answer.headers.get("vary")).toBe("accept-encoding");
      const text = await answer.text();
      expect(Buffer.byteLength(text)).toBeLessThan(COMPRESS_MIN_BYTES);
      expect(JSON.parse(text)).toMatchObject({ status: 200, data: { list: [], total: 0 } });
    }
  });

  it("answers invalid JSON with 400", async () => {
    const { http, body } = await call(t.app, "POST", "/api/app/login", {
      raw: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(http).toBe(200);
    expect(body).toMatchObject({ status: 400, msg: "请求体不是有效的 JSON" });
    const array = await call(t.app, "POST", "/api/app/login", { json: [1, 2] });
    expect(array.body.status).toBe(400);
  });

  it("ignores unknown fields", async () => {
    const { body } = await call(t.app, "POST", "/api/app/login", {
      json: { account: DEMO.plain, password: DEMO.password, admin: true, __proto__: { x: 1 } },
    });
    expect(body.status).toBe(200);
  });

  it("answers unknown API paths with an envelope 404", async () => {
    const { http, body } = await call(t.app, "GET", "/api/does-not-exist");
    expect(http).toBe(404);
    expect(body).toMatchObject({ status: 404, msg: "接口不存在" });
  });

  it("serves the SPA with history fallback, long-cached hashed assets and media", async () => {
    const dist = mkdtempSync(join(tmpdir(), "taxlearn-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>税学</title>");
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1)");
    const media = mkdtempSync(join(tmpdir(), "taxlearn-media-"));
    writeFileSync(join(media, "note.txt"), "media");
    onTestFinished(() => {
      rmSync(dist, { recursive: true, force: true });
      rmSync(media, { recursive: true, force: true });
    });
    const app = createApp(t.server, { webDist: dist, mediaDir: media });

    const page = await app.request("/course/details?id=1001");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("税学");
    const asset = await app.request("/assets/index-abc123.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await app.request("/")).headers.get("cache-control")).toBe("no-cache");
    expect(await (await app.request("/media/note.txt")).text()).toBe("media");
    expect((await app.request("/media/missing.txt")).status).toBe(404);
    expect((await app.request("/api/nope")).status).toBe(404);
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, the plain file to one that does not", async () => {
    const dist = mkdtempSync(join(tmpdir(), "taxlearn-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>税学</title>");
    const script = "console.log('税学');".repeat(200);
    writeFileSync(join(dist, "assets", "app-abc123.js"), script);
    writeFileSync(join(dist, "assets", "app-abc123.js.br"), brotliCompressSync(script));
    writeFileSync(join(dist, "assets", "app-abc123.js.gz"), gzipSync(script));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    const app = createApp(t.server, { webDist: dist, mediaDir: null });

    const brotli = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotli.headers.get("content-type")).toMatch(/javascript/);
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);

    const gzip = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("gzips JSON answers of 1 KB and more when the client accepts it, and leaves small ones alone", async () => {
    const large = await t.app.request("/api/onlineProducts?pageSize=10", { headers: { "accept-encoding": "gzip" } });
    expect(large.status).toBe(200);
    expect(large.headers.get("content-encoding")).toBe("gzip");
    const decoded = JSON.parse(gunzipSync(Buffer.from(await large.arrayBuffer())).toString()) as { status: number };
    expect(decoded.status).toBe(200);

    const small = await t.app.request("/api/does-not-exist", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    const identity = await t.app.request("/api/onlineProducts?pageSize=10");
    expect(identity.headers.get("content-encoding")).toBeNull();
  });

  it("still serves the API when the web app is not built", async () => {
    const app = createApp(t.server, { webDist: join(tmpdir(), "no-such-dist"), mediaDir: null });
    expect((await app.request("/")).status).toBe(404);
    expect((await app.request("/healthz")).status).toBe(200);
  });

  it("has no dev outbox in production", async () => {
    const app = createApp({ ...t.server, production: true }, { webDist: null, mediaDir: null });
    expect((await app.request("/api/dev/outbox?account=13800000001")).status).toBe(404);
  });

  it("answers an internal failure with HTTP 500, a request id and no stack (runs last: closes the database)", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    await t.close();
    const response = await t.app.request("/api/userInfo", {
      headers: { authorization: `Bearer ${token}`, "x-request-id": "req-0042" },
    });
    expect(response.status).toBe(500);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 500, success: false, requestId: "req-0042" });
    expect(String(body.msg)).toContain("req-0042");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|Error:/);
    expect(t.errors.some((line) => line.includes("req-0042"))).toBe(true);

    // an id that is not a plain token is replaced, never echoed into the message or the log
    for (const bad of [
      "<script>alert(1)</script>",
      "short",
      "a".repeat(65),
      "id with spaces 123",
      "caf\u00e9-request-1",
      'a"b\u00a0c:12345678',
    ]) {
      const refused = await t.app.request("/api/userInfo", {
        headers: { authorization: `Bearer ${token}`, "x-request-id": bad },
      });
      const answer = (await refused.json()) as { requestId: string; msg: string };
      expect(answer.requestId, bad).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(answer.msg).toContain(answer.requestId);
      expect(answer.msg).not.toContain(bad);
      expect(t.errors.at(-1)).not.toContain(bad);
    }
    t = undefined as unknown as TestServer;
  });
});
