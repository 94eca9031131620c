import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ResponseCache } from "./response-cache";

const body = (text: string) => Buffer.from(text, "utf8");

describe("response cache", () => {
  it("stays within its size, dropping the oldest entries first and keeping the newest", () => {
    const cache = new ResponseCache(64);
    for (let i = 0; i < 1_000; i++) {
      cache.set(`k${i}`, body(`{"n":${i}}`), cache.generation);
      expect(cache.size).toBeLessThanOrEqual(64);
    }
    expect(cache.get("k999")).toBeDefined();
    expect(cache.get("k950")).toBeDefined();
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k900")).toBeUndefined();
    // what is kept is a contiguous run of the newest keys
    const kept = Array.from({ length: 1_000 }, (_, i) => cache.get(`k${i}`) !== undefined);
    expect(kept.indexOf(true)).toBe(1_000 - cache.size);
  });

  it("does not store what was read before an invalidation, and serves a stored body compressed on demand", () => {
    const cache = new ResponseCache();
    const before = cache.generation;
    cache.invalidate();
    const late = cache.set("stale", body('{"old":true}'), before);
    expect(cache.get("stale")).toBeUndefined();
    expect(Buffer.from(late.identity).toString()).toBe('{"old":true}');
    cache.set("fresh", body('{"new":true}'), cache.generation);
    expect(gunzipSync(cache.get("fresh")!.gzip()).toString()).toBe('{"new":true}');
  });

  it("compresses a body fast when first asked and well from the second time on", () => {
    const cache = new ResponseCache();
    const words = ["增值税", "专用发票", "进项税额", "抵扣", "留抵退税", "小规模纳税人", "汇算清缴", "公告", "实施"];
    const json = JSON.stringify(
      Array.from({ length: 300 }, (_, i) => ({
        id: i,
        summary: Array.from({ length: 12 }, (_, k) => words[(i * 7 + k * k * 3 + (i >> 2)) % words.length]).join(""),
      })),
    );
    const entry = cache.set("list", body(json), cache.generation);
    const first = entry.gzip();
    const second = entry.gzip();
    expect(gunzipSync(first).toString()).toBe(json);
    expect(gunzipSync(second).toString()).toBe(json);
    expect(second.length).toBeLessThan(first.length);
    expect(entry.gzip()).toBe(second);
  });
});
