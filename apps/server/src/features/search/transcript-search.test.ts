import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { matchedSentence } from "./transcript-search";

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
