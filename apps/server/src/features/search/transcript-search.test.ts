import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { queryTermsOf } from "./chinese-terms";
import { withBitmapScans } from "./database-search-index.repo";
import { matchedSentence, requiredCoverage, type TranscriptQuery, transcriptStatement } from "./transcript-search.repo";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
type Hit = {
  kind: "course" | "policy" | "case" | "lecture";
  id: number;
  titleHighlight: string;
  snippet: string;
  article: { title: string } | null;
  lecture: {
    courseId: number;
    courseTitle: string;
    fileId: number;
    lectureTitle: string;
    seconds: number;
    href: string;
  } | null;
};
type Page = { list: Hit[]; total: number };
const search = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  call<Page>(t.app, "POST", "/api/es/onlineProducts", { form, headers });
const validityOf = async (id: number) =>
  (await call<{ metadata: { validity: string } | null }>(t.app, "GET", `/api/regulation/profile/${id}`)).body.data
    .metadata?.validity;

describe("lecture transcripts in the site search", () => {
  it("finds a phrase spoken in a lecture: the lecture, the second, the sentence highlighted, a link to that second", async () => {
    const { body } = await search({ keyword: "按期收汇", kind: "lecture" });
    expect(body.status).toBe(200);
    expect(body.data.total).toBe(1);
    const [hit] = body.data.list;
    expect(hit).toMatchObject({ kind: "lecture", article: null });
    expect(hit!.lecture).toMatchObject({ courseTitle: "生产企业免抵退税申报全流程实操", seconds: 12 });
    expect(hit!.lecture!.lectureTitle).toMatch(/^第1讲/);
    expect(hit!.id).toBe(hit!.lecture!.fileId);
    expect(hit!.lecture!.href).toBe(
      `/course/details?id=${hit!.lecture!.courseId}&lecture=${hit!.lecture!.fileId}&t=12`,
    );
    // the sentence where it is said, not the whole passage
    expect(hit!.snippet).toBe("没有<em>按期收汇</em>的，还要视同内销缴纳增值税。");
    expect(hit!.titleHighlight).toContain("生产企业免抵退税申报全流程实操 · 第1讲");
  });

  it("puts lecture passages after the documents under 全部, in the same total and pages", async () => {
    const keyword = "视同内销";
    const lectures = (await search({ keyword, kind: "lecture" })).body.data.total;
    const all = await search({ keyword, pageSize: "10" });
    const documents = all.body.data.total - lectures;
    expect(documents).toBeGreaterThan(0);
    expect(lectures).toBeGreaterThan(0);
    // the page where documents end and passages begin: cut from documents first, then passages
    const boundary = Math.floor(documents / 10) + 1;
    const page = await search({ keyword, pageSize: "10", page: String(boundary) });
    const kinds = page.body.data.list.map((h) => h.kind);
    expect(page.body.data.total).toBe(all.body.data.total);
    expect(kinds.filter((k) => k !== "lecture")).toHaveLength(documents % 10);
    expect(kinds.slice(documents % 10).every((k) => k === "lecture")).toBe(true);
    const past = await search({ keyword, pageSize: "10", page: String(Math.ceil(all.body.data.total / 10) + 1) });
    expect(past.body.data).toMatchObject({ total: all.body.data.total, list: [] });
    // 全部 with only a lecture passage to show
    const spoken = await search({ keyword: "按期收汇" });
    expect(spoken.body.data).toMatchObject({ total: 1, list: [{ kind: "lecture" }] });
  });

  it("finds a course's own lectures where the lecturer says its title", async () => {
    const { body } = await search({ keyword: "视同内销", kind: "lecture", pageSize: "50" });
    expect(body.data.total).toBeGreaterThan(1);
    // the whole phrase spoken ranks first; every passage is a lecture of a course on it or the scripted one
    expect(body.data.list.every((h) => h.snippet.includes("<em>视同内销</em>"))).toBe(true);
  });

  it("finds the narration of every seeded lecture, ranked by the whole phrase, and pages through it", async () => {
    const first = await search({ keyword: "登录电子税务局", kind: "lecture", pageSize: "20" });
    expect(first.body.data.total).toBeGreaterThan(50);
    expect(first.body.data.list.every((h) => h.lecture!.lectureTitle.includes("申报流程实操"))).toBe(true);
    expect(first.body.data.list.every((h) => h.snippet.includes("<em>登录电子税务局</em>"))).toBe(true);
    const second = await search({ keyword: "登录电子税务局", kind: "lecture", pageSize: "20", page: "2" });
    const ids = (p: typeof first) => p.body.data.list.map((h) => `${h.id}@${h.lecture!.seconds}`);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
  });

  it("limits lecture passages to the organisation's visible course categories", async () => {
    const everyone = await search({ keyword: "申报流程", kind: "lecture", pageSize: "100" });
    const org = await search({ keyword: "申报流程", kind: "lecture", pageSize: "100" }, { orgId: "13" });
    expect(org.body.data.total).toBeLessThan(everyone.body.data.total);
  });

  it("escapes markup spoken as text and finds nothing for one character alone (no index answers it)", async () => {
    const html = await search({ keyword: "<b>视同内销</b>", kind: "lecture" });
    for (const hit of html.body.data.list) expect(hit.snippet.replace(/<\/?em>/g, "")).not.toMatch(/[<>]/);
    expect((await search({ keyword: "税", kind: "lecture" })).body.data.total).toBe(0);
    expect((await search({ keyword: "量子计算机", kind: "lecture" })).body.data.total).toBe(0);
  });

  it("cuts the sentence holding the first match out of a passage", () => {
    expect(matchedSentence("第一句。第二句有退税！第三句", ["退税"])).toBe("第二句有退税！");
    expect(matchedSentence("没有匹配", ["退税"])).toBe("没有匹配");
  });
});

describe("transcript search at scale", () => {
  const transcriptQuery = (text: string, over: Partial<TranscriptQuery> = {}): TranscriptQuery => ({
    text,
    courseCategoryScope: null,
    offset: 0,
    limit: 10,
    ...over,
  });

  it("counts exactly the passages covering enough of the query's terms, short queries and long ones alike", async () => {
    const rows = (
      (await t.server.db.execute(sql`
        SELECT lt.terms FROM lecture_transcripts lt
        JOIN lecture_files lf ON lf.id = lt.lecture_file_id JOIN courses c ON c.id = lf.course_id
        WHERE c.withdrawn_at IS NULL`)) as unknown as { rows: { terms: string[] }[] }
    ).rows.map((r) => new Set(r.terms));
    // two and three terms (all required), then 5 of 6 and 5 of 7 (70 %, a necessary subset read from the index)
    const keywords = ["发票", "增值税", "土地增值税", "专项附加扣除", "登录电子税务局", "视同内销缴纳增值税"];
    for (const keyword of keywords) {
      const { terms } = queryTermsOf(keyword);
      const required = requiredCoverage(terms.length);
      const expected = rows.filter((held) => terms.filter((term) => held.has(term)).length >= required).length;
      const { body } = await search({ keyword, kind: "lecture" });
      expect(body.data.total, keyword).toBe(expected);
    }
    expect(requiredCoverage(queryTermsOf("专项附加扣除").terms.length)).toBeLessThan(
      queryTermsOf("专项附加扣除").terms.length,
    );
  });

  const byTerms = /Bitmap Index Scan on lecture_transcripts_terms_idx/;
  // a few categories: their courses' lectures first, then those lectures' passages by the primary key
  const byTermsOrLecture = /Bitmap Index Scan on lecture_transcripts_(terms_idx|lecture_file_id_start_seconds_pk)/;
  it.each([
    ["every term required", "增值税", null, byTerms],
    ["70 % of the terms required", "专项附加扣除", null, byTerms],
    ["an organisation's categories", "申报流程", [1, 2], byTermsOrLecture],
  ])("%s: passages are read through an index, never a scan of the table", async (_, text, scope, index) => {
    const statement = transcriptStatement(transcriptQuery(text, { courseCategoryScope: scope }))!;
    const plan = await t.server.db.transaction(async (tx) => {
      await tx.execute(sql`ANALYZE lecture_transcripts`);
      await withBitmapScans(tx as unknown as Database);
      const result = (await tx.execute(sql`EXPLAIN ${statement}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toMatch(index);
    expect(plan).not.toMatch(/Seq Scan on lecture_transcripts|Index Scan using lecture_transcripts_/);
  });

  it("keeps no pending list in the terms index (every search would read it in full)", async () => {
    const result = (await t.server.db.execute(
      sql`SELECT reloptions FROM pg_class WHERE relname = 'lecture_transcripts_terms_idx'`,
    )) as unknown as { rows: { reloptions: string[] | string | null }[] };
    expect(String(result.rows[0]?.reloptions)).toContain("fastupdate=false");
  });

  it("answers nothing to search for a query of punctuation alone", () => {
    expect(transcriptStatement(transcriptQuery("，。！"))).toBeNull();
  });
});

describe("validity filter in the site search", () => {
  it("keeps only policies valid that way today, each agreeing with its detail", async () => {
    for (const validity of ["effective", "repealed", "partiallyInvalid"] as const) {
      const { body } = await search({ keyword: "税", validity, pageSize: "100" });
      expect(body.status, validity).toBe(200);
      expect(body.data.list.every((h) => h.kind === "policy")).toBe(true);
      for (const hit of body.data.list.slice(0, 8)) expect(await validityOf(hit.id)).toBe(validity);
    }
    const repealed = await search({ keyword: "税", kind: "policy", validity: "repealed", pageSize: "100" });
    expect(repealed.body.data.total).toBeGreaterThan(0);
  });

  it("follows the server's day: a pending policy leaves 尚未生效 once its effective day passes", async () => {
    const keyword = "首违不罚事项清单";
    const pending = await search({ keyword, validity: "pending", pageSize: "100" });
    const ids = pending.body.data.list.map((h) => h.id);
    expect(ids.length).toBeGreaterThan(0);
    t.advance(21 * DAY);
    const later = await search({ keyword, validity: "pending", pageSize: "100" });
    expect(later.body.data.list.map((h) => h.id)).not.toContain(ids[0]);
    const effective = await search({ keyword, validity: "effective", pageSize: "100" });
    expect(effective.body.data.list.map((h) => h.id)).toContain(ids[0]);
  });

  it("refuses an unknown validity and a validity asked of courses, cases or lectures (400, Chinese message)", async () => {
    const unknown = await search({ keyword: "税", validity: "valid" });
    expect(unknown.body.status).toBe(400);
    expect(unknown.body.msg).toContain("validity");
    for (const kind of ["course", "case", "lecture"]) {
      const wrong = await search({ keyword: "增值税", kind, validity: "effective" });
      expect(wrong.body.status, kind).toBe(400);
      expect(wrong.body.msg).toContain("效力");
    }
  });
});
