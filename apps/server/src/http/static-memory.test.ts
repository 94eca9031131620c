import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { startTestServer } from "../testing/test-server";

const dist = mkdtempSync(join(tmpdir(), "taxlearn-static-"));
const script = "console.log('资源');".repeat(50);
mkdirSync(join(dist, "assets"));
writeFileSync(
  join(dist, "index.html"),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, "assets", "app-abc.js"), script);
writeFileSync(join(dist, "assets", "app-abc.js.br"), brotliCompressSync(script));
writeFileSync(join(dist, "assets", "app-abc.js.gz"), gzipSync(script));
writeFileSync(join(dist, "assets", "app-abc.js.map"), "{}");

describe("the web build's files served from memory", async () => {
  const t = await startTestServer();
  const app = createApp(t.server, { webDist: dist, mediaDir: null });
  // read once at start: the files on disk are no longer needed
  rmSync(join(dist, "assets"), { recursive: true });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends the build's brotli copy, then gzip, then the file, with a year's caching", async () => {
    const br = await app.request("/assets/app-abc.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await app.request("/assets/app-abc.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/app-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("answers 304 to a request that holds the current ETag", async () => {
    const first = await app.request("/assets/app-abc.js");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request("/assets/app-abc.js", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("never serves a source map", async () => {
    expect((await app.request("/assets/app-abc.js.map")).status).toBe(404);
  });
});
