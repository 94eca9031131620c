import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, courses } from "../../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";

// The console's themes (专题) and course lists (课单): an editor creates and edits them, a learner meets them at once
// on /theme and /kedan; every field is checked with a Chinese message naming it, bodies are sanitised on save.

let t: TestServer;
let editor: string;
let learner: string;
let courseIds: number[];

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, form?: Record<string, string>, token = editor) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

const auditRows = (target: string) =>
  t.server.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, "adminCollectionSave"), eq(adminAuditLog.target, target)))
    .orderBy(desc(adminAuditLog.id));

const theme = () => ({
  kind: "theme",
  title: "数电发票实操汇编（控制台）",
  theme: "数电发票专题",
  summary: "开票、红冲与入账的常见问题。",
  contentHtml: '<h3>红字发票</h3><p>按规定开具<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
  courseIds: courseIds.slice(0, 2).join(","),
});

const kedan = () => ({
  kind: "kedan",
  title: "办税员入门课单（控制台）",
  summary: "从零开始的申报实务。",
  audience: "新入职办税员",
  courseIds: courseIds.slice(0, 3).join("，"),
  sort: "0",
});

beforeAll(async () => {
  t = await startTestServer();
  editor = await loginAs(t.app, "13800000011");
  learner = await loginAs(t.app, DEMO.plain);
  courseIds = (await t.server.db.select({ id: courses.id }).from(courses).orderBy(courses.id).limit(3)).map(
    (c) => c.id,
  );
});
afterAll(() => t.close());

describe("themes", () => {
  it("a new theme is live at once, sanitised, audited, and edited in place", async () => {
    const created = await api("POST", "/api/admin/collections/save", theme());
    expect(created).toMatchObject({ status: 200, msg: "专题已发布", data: { kind: "theme", orgId: null } });
    const id = created.data.id as number;
    expect(id).toBeGreaterThan(4000);
    expect(created.data.contentHtml).toContain("<h3>红字发票</h3>");
    expect(created.data.contentHtml).not.toMatch(/script|onerror/);
    expect(created.data.cover).not.toBe("");

    const listed = await api("GET", "/api/customFile/list?page=1&pageSize=50", undefined, learner);
    expect(listed.data.list.map((f: { id: number }) => f.id)).toContain(id);
    const detail = await api("GET", `/api/customFile/detail/${id}`, undefined, learner);
    expect(detail.status, detail.msg).toBe(200);
    expect(JSON.stringify(detail.data)).toContain("红字发票");

    const [row] = await auditRows(`theme:${id}`);
    expect(row).toMatchObject({ outcome: "ok", before: null });

    const edited = await api("POST", "/api/admin/collections/save", {
      ...theme(),
      id: String(id),
      title: "数电发票实操汇编（修订）",
    });
    expect(edited).toMatchObject({ status: 200, msg: "已保存", data: { id, title: "数电发票实操汇编（修订）" } });
    expect(edited.data.publishedAt).toBe(created.data.publishedAt);
    const [change] = await auditRows(`theme:${id}`);
    expect(change).toMatchObject({ before: { title: "数电发票实操汇编（控制台）" } });
    const again = await api("GET", `/api/customFile/detail/${id}`, undefined, learner);
    expect(JSON.stringify(again.data)).toContain("数电发票实操汇编（修订）");
  });

  it("an organisation's theme is shown to that organisation's sessions only", async () => {
    const { data } = await api("GET", "/api/admin/collections?kind=theme");
    const org = data.options.orgs[0];
    const created = await api("POST", "/api/admin/collections/save", {
      ...theme(),
      title: "机构专属汇编",
      orgId: String(org.id),
    });
    expect(created.status, created.msg).toBe(200);
    const listed = await api("GET", "/api/customFile/list?page=1&pageSize=50", undefined, learner);
    expect(listed.data.list.map((f: { id: number }) => f.id)).not.toContain(created.data.id);
  });
});

describe("course lists", () => {
  it("a new course list is live at once in its order, then edited", async () => {
    const created = await api("POST", "/api/admin/collections/save", kedan());
    expect(created).toMatchObject({
      status: 200,
      msg: "课单已发布",
      data: { kind: "kedan", courseIds: courseIds.slice(0, 3), audience: "新入职办税员", sort: 0 },
    });
    const id = created.data.id as number;
    expect(id).toBeGreaterThan(5000);
    const listed = await api("GET", "/api/kedan/list?page=1&pageSize=50", undefined, learner);
    // sort 0 puts it among the first, after a seeded list of the same order (ties go by id)
    expect(listed.data.list.slice(0, 2).map((k: { id: number }) => k.id)).toContain(id);
    const detail = await api("GET", `/api/kedan/detail/${id}`, undefined, learner);
    expect(detail.status, detail.msg).toBe(200);

    const edited = await api("POST", "/api/admin/collections/save", {
      ...kedan(),
      id: String(id),
      courseIds: String(courseIds[2]),
      sort: "999",
    });
    expect(edited).toMatchObject({ status: 200, data: { courseIds: [courseIds[2]], sort: 999 } });
    const [row] = await auditRows(`kedan:${id}`);
    expect(row).toMatchObject({ before: { sort: 0 }, after: { sort: 999 } });
  });

  it("lists each kind with the form's choices, searched by title", async () => {
    const page = await api("GET", `/api/admin/collections?kind=kedan&keyword=${encodeURIComponent("退税")}`);
    expect(page.status).toBe(200);
    expect(page.data.page.list.length).toBeGreaterThan(0);
    for (const k of page.data.page.list)
      expect(k).toMatchObject({ kind: "kedan", title: expect.stringContaining("退税") });
    expect(page.data.options.covers.length).toBeGreaterThan(0);
    expect(page.data.options.themes).toContain("出口退税专题");
    expect((await api("GET", "/api/admin/collections?kind=poster")).status).toBe(400);
  });
});

describe("bad input", () => {
  it("refuses each field outside its bounds with a message naming it", async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ ...kedan(), kind: "poster" }, "类别"],
      [{ ...kedan(), title: "课" }, "标题"],
      [{ ...kedan(), title: "课".repeat(41) }, "标题"],
      [{ ...theme(), theme: "" }, "所属专题"],
      [{ ...theme(), summary: " " }, "摘要"],
      [{ ...kedan(), summary: "介".repeat(301) }, "课单介绍"],
      [{ ...theme(), contentHtml: "<script>alert(1)</script>" }, "正文"],
      [{ ...kedan(), audience: "" }, "适合人群"],
      [{ ...kedan(), courseIds: "" }, "课程"],
      [{ ...kedan(), courseIds: "1,1" }, "课程"],
      [{ ...kedan(), courseIds: "abc" }, "课程"],
      [{ ...kedan(), courseIds: Array.from({ length: 31 }, (_, i) => i + 1).join(",") }, "课程"],
      [{ ...kedan(), courseIds: "99999999" }, "课程"],
      [{ ...kedan(), courseIds: "1,2147483648" }, "课程"],
      [{ ...kedan(), courseIds: "99999999999" }, "课程"],
      [{ ...kedan(), courseIds: "1e0" }, "课程"],
      [{ ...kedan(), sort: "1000" }, "排序"],
      [{ ...kedan(), orgId: "x" }, "所属机构"],
      [{ ...kedan(), orgId: "999999" }, "所属机构"],
      [{ ...kedan(), cover: "https://evil.example/x.png" }, "封面"],
    ];
    for (const [form, field] of refusals) {
      const body = await api("POST", "/api/admin/collections/save", form);
      expect(body.status, JSON.stringify(form)).toBe(400);
      expect(body.msg.startsWith(`${field}：`), body.msg).toBe(true);
    }
  });

  it("answers 404 for an unknown id, and 403 to a learner", async () => {
    const missing = await api("POST", "/api/admin/collections/save", { ...kedan(), id: "999999" });
    expect(missing).toMatchObject({ status: 404, msg: "课单不存在" });
    const learnerTry = await api("POST", "/api/admin/collections/save", kedan(), learner);
    expect(learnerTry.status).toBe(403);
  });
});
