import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { updateCourse } from "../catalogue/catalogue.writes";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Page = { list: { kind: string; id: number; titleHighlight: string }[]; total: number };
const search = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<Page>(t.app, "POST", "/api/es/onlineProducts", { json, headers });

describe("search answers through the response cache", () => {
  it("answers a repeated query from the cache, whatever the field order or defaults it is spelled with", async () => {
    const first = await search({ keyword: "进料加工", page: 1, pageSize: 10 });
    expect(first.body.data.total).toBeGreaterThan(0);
    const entries = t.server.cache.size;
    // the same decoded request: fields reordered, the default kind spelled out
    const again = await search({ pageSize: 10, kind: "all", page: 1, keyword: "进料加工" });
    expect(again.body).toEqual(first.body);
    expect(t.server.cache.size).toBe(entries);
    // another page is another entry
    await search({ keyword: "进料加工", page: 2, pageSize: 10 });
    expect(t.server.cache.size).toBe(entries + 1);
  });

  it("keeps organisations' answers apart (an org header is part of the key)", async () => {
    const open = await search({ keyword: "增值税", kind: "course", pageSize: 50 });
    const scoped = await search({ keyword: "增值税", kind: "course", pageSize: 50 }, { orgId: "13" });
    expect(scoped.body.status).toBe(200);
    expect(scoped.body.data.total).not.toBe(open.body.data.total);
  });

  it("shows a course's new title at the next search after the write (the write clears the cache)", async () => {
    const before = await search({ keyword: "进料加工", kind: "course", pageSize: 50 });
    const hit = before.body.data.list[0]!;
    const word = "缓存刷新验证课";
    expect((await search({ keyword: word, kind: "course" })).body.data.total).toBe(0);
    await updateCourse(t.server, hit.id, { title: `${word}：进料加工` });
    const after = await search({ keyword: word, kind: "course" });
    expect(after.body.data.list.map((h) => h.id)).toEqual([hit.id]);
  });
});
