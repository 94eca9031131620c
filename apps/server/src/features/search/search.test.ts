import { SearchArticleCardData, SearchCourseCardData } from "@taxlearn/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestServer, type TestServer } from "../../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Hit = {
  kind: "course" | "policy" | "case" | "lecture";
  id: number;
  titleHighlight: string;
  snippet: string;
  score: number;
  course: { categoryId: number } | null;
  article: { type: number } | null;
};
type Page = { list: Hit[]; total: number; page: number; pageSize: number };
const search = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  call<Page>(t.app, "POST", "/api/es/onlineProducts", { form, headers });
/** A course's, policy's or case's title as shown: its highlight without the marks (a lecture passage has none). */
const titleOf = (hit: Hit) =>
  (hit.kind === "lecture" ? "" : hit.titleHighlight)
    .replace(/<\/?em>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

describe("POST /api/es/onlineProducts", () => {
  it("finds Chinese text without spaces, title matches first, with highlighted titles and snippets", async () => {
    const { body } = await search({ keyword: "出口退税" });
    expect(body.status).toBe(200);
    expect(body.data.total).toBeGreaterThan(10);
    const first = body.data.list[0]!;
    expect(titleOf(first)).toContain("出口退税");
    expect(first.titleHighlight).toContain("<em>出口退税</em>");
    const scores = body.data.list.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const kinds = new Set((await search({ keyword: "出口退税", pageSize: "100" })).body.data.list.map((h) => h.kind));
    // lecture passages where 出口退税 is said follow the documents (transcript-search.test.ts)
    expect(kinds).toEqual(new Set(["course", "policy", "case", "lecture"]));
  });

  it("sends each hit's card with what a result shows only, in the contract's order", async () => {
    const { body } = await search({ keyword: "出口退税", pageSize: "50" });
    const course = body.data.list.find((h) => h.course !== null)?.course;
    const article = body.data.list.find((h) => h.article !== null)?.article;
    expect(Object.keys(course!)).toEqual(Object.keys(SearchCourseCardData.fields));
    expect(Object.keys(article!)).toEqual(Object.keys(SearchArticleCardData.fields));
  });

  it("matches by character bigrams inside longer words", async () => {
    const { body } = await search({ keyword: "免抵" });
    expect(body.data.list.some((h) => titleOf(h).includes("免抵退"))).toBe(true);
  });

  it("ranks a title containing the whole phrase above body-only matches", async () => {
    const { body } = await search({ keyword: "留抵退税", pageSize: "50" });
    const titleHits = body.data.list.filter((h) => titleOf(h).includes("留抵退税"));
    const lastTitleHit = body.data.list.lastIndexOf(titleHits.at(-1)!);
    expect(body.data.list.slice(0, lastTitleHit + 1).every((h) => titleOf(h).includes("留抵退税"))).toBe(true);
  });

  it("filters by kind, product type and category, and paginates", async () => {
    const cases = await search({ keyword: "税", kind: "case", pageSize: "100" });
    // a one-character query is matched as a substring; nearly every case mentions 税
    expect(cases.body.data.total).toBeGreaterThan(50);
    expect(cases.body.data.total).toBeLessThanOrEqual(68);
    expect(cases.body.data.list.every((h) => h.kind === "case")).toBe(true);
    const micro = await search({ keyword: "增值税", kind: "course", productType: "2" });
    expect(micro.body.data.list.length).toBeGreaterThan(0);
    const page1 = await search({ keyword: "增值税", pageSize: "10" });
    const page2 = await search({ keyword: "增值税", pageSize: "10", page: "2" });
    expect(page2.body.data.total).toBe(page1.body.data.total);
    expect(page2.body.data.list.map((h) => h.id)).not.toEqual(page1.body.data.list.map((h) => h.id));
    const far = await search({ keyword: "增值税", page: "99" });
    expect(far.body.data).toMatchObject({ list: [], total: page1.body.data.total });
  });

  it("respects the organisation's visible course categories", async () => {
    const { body } = await search({ keyword: "增值税", kind: "course", pageSize: "50" }, { orgId: "13" });
    expect(body.data.list.every((h) => [101, 106].includes(h.course!.categoryId))).toBe(true);
  });

  it("escapes markup in highlights and treats SQL as text", async () => {
    const html = await search({ keyword: "<script>alert(1)</script>出口" });
    for (const hit of html.body.data.list)
      expect(`${hit.titleHighlight}${hit.snippet}`.replace(/<\/?em>/g, "")).not.toMatch(/[<>]/);
    const sql = await search({ keyword: "'; DROP TABLE search_documents; --" });
    expect(sql.body.status).toBe(200);
    expect((await search({ keyword: "出口" })).body.data.total).toBeGreaterThan(0);
  });

  it("finds nothing for unrelated text and refuses empty keywords", async () => {
    expect((await search({ keyword: "量子计算机" })).body.data.total).toBe(0);
    expect((await search({ keyword: "   " })).body.status).toBe(400);
    expect((await search({})).body.msg).toBe("缺少参数：keyword");
  });
});
