import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { statementsDuring } from "../../testing/statement-count";
import { call, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { updateCourse } from "../catalogue/catalogue.writes";
import { DatabaseSearchIndex } from "./database-search-index.repo";
import type { SearchQuery } from "./search-index";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Hit = {
  kind: string;
  id: number;
  titleHighlight: string;
  lecture: { courseId: number; courseTitle: string } | null;
};
type Page = { list: Hit[]; total: number };
const search = (json: Record<string, unknown>) => call<Page>(t.app, "POST", "/api/es/onlineProducts", { json });
const query = (text: string, over: Partial<SearchQuery> = {}): SearchQuery => ({
  text,
  kinds: [],
  categoryId: null,
  productType: null,
  courseCategoryScope: null,
  validity: null,
  page: 1,
  pageSize: 10,
  ...over,
});

async function expectSameAnswers(): Promise<void> {
  const database = new DatabaseSearchIndex(t.server.db);
  const texts = ["增值税", "个税", "出口退税", "税", "免抵", "进料加工 增值税", "VAT", "发票 稽查", "量子计算机"];
  const filters: Partial<SearchQuery>[] = [
    {},
    { kinds: ["course"] },
    { kinds: ["policy", "case"], pageSize: 7 },
    { courseCategoryScope: [101, 106] },
    { kinds: ["course"], productType: 2 },
    { categoryId: 101 },
  ];
  for (const text of texts)
    for (const filter of filters)
      for (const page of [1, 2, 6, 50, 51]) {
        const q = query(text, { ...filter, page });
        expect(await t.server.search.search(q), `${text} ${JSON.stringify(filter)} p${page}`).toEqual(
          await database.search(q),
        );
      }
}

describe("the in-memory search index", () => {
  it("answers as the database index does: matches, order, tiers, highlights, paging, window and filters", async () => {
    await expectSameAnswers();
    // an older course rewritten goes out of the slots' order (searched by sorting until the compaction): the same
    const oldest = (await t.server.search.search(query("课程", { kinds: ["course"], pageSize: 100 }))).hits.at(-1);
    await updateCourse(t.server, oldest!.refId, { title: "实操课程（修订版）：增值税与个税" });
    await expectSameAnswers();
  });

  it.skipIf(process.env.DATABASE_URL)("answers a search nobody asked before without a database statement", async () => {
    // the passages and the hits' cards are read once; a distinct request (another page size) then reads nothing
    const first = await search({ keyword: "出口退税", pageSize: 20 });
    expect(first.body.data.total).toBeGreaterThan(10);
    const entries = t.server.cache.size;
    let again: Awaited<ReturnType<typeof search>> | undefined;
    expect(await statementsDuring(async () => (again = await search({ keyword: "出口退税", pageSize: 10 })))).toBe(0);
    expect(t.server.cache.size).toBe(entries + 1);
    expect(again!.body.data.list.map((h) => h.id)).toEqual(first.body.data.list.slice(0, 10).map((h) => h.id));
    expect(await statementsDuring(() => t.server.search.search(query("印花税 契税", { page: 2 })))).toBe(0);
  });

  it("finds a course by its new title at the next search after the write", async () => {
    const before = await search({ keyword: "加计扣除", kind: "course", pageSize: 50 });
    const hit = before.body.data.list[0]!;
    const word = "内存索引更新验证";
    expect((await search({ keyword: word })).body.data.total).toBe(0);
    await updateCourse(t.server, hit.id, { title: `${word}：加计扣除` });
    const after = await search({ keyword: word, pageSize: 20 });
    expect(after.body.data.list.map((h) => [h.kind, h.id])).toEqual([["course", hit.id]]);
    expect(after.body.data.list[0]!.titleHighlight).toContain(`<em>${word}</em>`);
  });

  it("follows documents written around it (a publication's own transaction) once the cache is invalidated", async () => {
    const word = "旁路写入文档";
    const doc = {
      kind: "policy" as const,
      refId: 987_654,
      title: `${word}的公告`,
      body: "正文",
      categoryId: null,
      productType: null,
      publishedAt: new Date("2020-01-01T00:00:00Z"),
    };
    await new DatabaseSearchIndex(t.server.db).upsert([doc]);
    t.server.cache.invalidate();
    expect((await t.server.search.search(query(word))).hits.map((h) => h.refId)).toEqual([doc.refId]);
    await new DatabaseSearchIndex(t.server.db).remove("policy", doc.refId);
    t.server.cache.invalidate();
    expect((await t.server.search.search(query(word))).total).toBe(0);
  });

  it("drops a withdrawn course, its document and its lecture passages, at the next search", async () => {
    const spoken = await search({ keyword: "增值税", kind: "lecture", pageSize: 50 });
    const lecture = spoken.body.data.list.find((h) => h.lecture)!.lecture!;
    const keyword = lecture.courseTitle;
    const before = await search({ keyword, pageSize: 100 });
    expect(before.body.data.list.some((h) => h.kind === "course" && h.id === lecture.courseId)).toBe(true);
    const passagesBefore = await search({ keyword: "增值税", kind: "lecture", pageSize: 100 });
    expect(passagesBefore.body.data.list.some((h) => h.lecture?.courseId === lecture.courseId)).toBe(true);
    const editor = await loginAs(t.app, "13800000011");
    const withdrawn = await call(t.app, "POST", `/api/admin/courses/${lecture.courseId}/withdraw`, { token: editor });
    expect(withdrawn.body.status).toBe(200);
    // the same requests: the write cleared the response cache
    const after = await search({ keyword, pageSize: 100 });
    expect(after.body.data.list.some((h) => h.kind === "course" && h.id === lecture.courseId)).toBe(false);
    const passagesAfter = await search({ keyword: "增值税", kind: "lecture", pageSize: 100 });
    expect(passagesAfter.body.data.list.some((h) => h.lecture?.courseId === lecture.courseId)).toBe(false);
    expect(passagesAfter.body.data.total).toBeLessThan(passagesBefore.body.data.total);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("the in-memory index of another process on the same database", () => {
  it("finds a course written through the first process, and forgets it when it is withdrawn", async () => {
    const other = await startTestServer({ shareDatabaseOf: t });
    try {
      // each try another page size: a request the other process has not cached lately
      let tries = 0;
      const otherSearch = (keyword: string) =>
        call<Page>(other.app, "POST", "/api/es/onlineProducts", {
          json: { keyword, kind: "course", pageSize: [10, 20, 30, 40, 50, 100][tries++ % 6] },
        });
      const hit = (await search({ keyword: "研发费用", kind: "course", pageSize: 50 })).body.data.list[0]!;
      const word = "跨进程索引验证";
      expect((await otherSearch(word)).body.data.total).toBe(0);
      await updateCourse(t.server, hit.id, { title: `${word}：研发费用` });
      // the other process hears of the write through the cache's notification
      await vi.waitFor(
        async () => {
          const ids = (await otherSearch(word)).body.data.list.map((h) => h.id);
          expect(ids).toEqual([hit.id]);
        },
        { timeout: 10_000, interval: 50 },
      );
      const editor = await loginAs(t.app, "13800000011");
      expect((await call(t.app, "POST", `/api/admin/courses/${hit.id}/withdraw`, { token: editor })).body.status).toBe(
        200,
      );
      await vi.waitFor(
        async () => {
          expect((await otherSearch(word)).body.data.total).toBe(0);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await other.close();
    }
  });
});
