import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, messages, policyMetadata, users } from "../../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";
import { publishDueDrafts } from "../scheduled-publish";

let t: TestServer;
let editor: string;
let learner: string;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, form?: Record<string, string>, token = editor) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

const POLICY = {
  kind: "policy",
  type: "4",
  title: "关于控制台测试留抵退税事项的公告",
  summary: "明确留抵退税的申请条件。",
  contentHtml:
    '<h2>一、适用范围</h2><p>纳税人申请<strong>留抵退税</strong>。</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>',
  source: "国家税务总局",
  docNumber: "国家税务总局公告2026年第99号",
  region: "浙江省",
  issuedOn: "2026-11-01",
  effectiveFrom: "2026-12-01",
  tags: "留抵退税,增值税",
  topicId: "101",
};

beforeAll(async () => {
  t = await startTestServer();
  editor = await loginAs(t.app, "13800000011");
  learner = await loginAs(t.app, DEMO.plain);
});
afterAll(() => t.close());

const auditRows = (action: string, target: string) =>
  t.server.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.target, target)));

describe("articles in the console", () => {
  it("sanitises rich text on save: no script or handler ever reaches the learner's page", async () => {
    const saved = await api("POST", "/api/admin/articles/save", POLICY);
    expect(saved.status).toBe(200);
    for (const bad of ["<script", "onerror", "javascript:"]) expect(saved.data.contentHtml).not.toContain(bad);
    expect(saved.data.contentHtml).toContain("<strong>留抵退税</strong>");

    const userId = (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO.plain)))[0]!.id;
    await call(t.app, "POST", "/api/subscribe/set", { token: learner, form: { categoryId: "204", subscribed: "1" } });
    const published = await api("POST", `/api/admin/articles/${saved.data.id}/publish`, { publishAt: "" });
    expect(published.status).toBe(200);
    const articleId = published.data.publishedArticleId as number;

    const page = await api("GET", `/api/onlineNews/detail/${articleId}`, undefined, learner);
    expect(page.status).toBe(200);
    for (const bad of ["<script", "onerror", "javascript:"]) expect(page.data.contentHtml).not.toContain(bad);
    const found = await api("POST", "/api/es/onlineProducts", { keyword: "留抵退税", kind: "policy" }, learner);
    expect(found.data.list.map((h: { id: number }) => h.id)).toContain(articleId);
    const [meta] = await t.server.db.select().from(policyMetadata).where(eq(policyMetadata.articleId, articleId));
    expect(meta).toMatchObject({ region: "浙江省", issuedOn: "2026-11-01", effectiveFrom: "2026-12-01" });
    const told = await t.server.db.select().from(messages).where(eq(messages.userId, userId));
    expect(told.some((m) => m.link === `/policy/details?id=${articleId}`)).toBe(true);
    expect((await auditRows("adminArticlePublish", `article:${saved.data.id}`))[0]).toMatchObject({
      after: { articleId },
    });
    expect((await api("POST", `/api/admin/articles/${saved.data.id}/publish`, { publishAt: "" })).status).toBe(409);
    expect((await api("POST", "/api/admin/articles/save", { ...POLICY, id: String(saved.data.id) })).status).toBe(409);
  });

  it("publishes a scheduled draft by itself once its time has passed (the server's clock)", async () => {
    const saved = await api("POST", "/api/admin/articles/save", { ...POLICY, title: "定时发布的出口退税公告" });
    const id = saved.data.id as number;
    // TEST_START is 2026-11-20 10:00 Beijing
    expect((await api("POST", `/api/admin/articles/${id}/publish`, { publishAt: "2026-11-20T09:00" })).msg).toContain(
      "必须晚于现在",
    );
    expect((await api("POST", `/api/admin/articles/${id}/publish`, { publishAt: "2026-13-01T09:00" })).msg).toContain(
      "定时发布时间",
    );
    const scheduled = await api("POST", `/api/admin/articles/${id}/publish`, { publishAt: "2026-11-20T12:00" });
    expect(scheduled.data).toMatchObject({ publishAt: "2026-11-20T04:00:00.000Z", publishedArticleId: null });
    expect(await publishDueDrafts(t.server)).toBe(0);
    t.advance(90 * 60_000);
    expect(await publishDueDrafts(t.server)).toBe(0);
    t.advance(31 * 60_000);
    expect(await publishDueDrafts(t.server)).toBe(1);
    const list = await api("GET", `/api/admin/articles?keyword=${encodeURIComponent("定时发布")}`);
    const articleId = list.data.list[0].publishedArticleId as number;
    expect(articleId).toBeGreaterThan(0);
    const found = await api("POST", "/api/es/onlineProducts", { keyword: "定时发布的出口退税公告" }, learner);
    expect(found.data.list.map((h: { id: number }) => h.id)).toContain(articleId);
    expect(await publishDueDrafts(t.server)).toBe(0);
  });

  it.each([
    [{ kind: "news" }, "类别"],
    [{ type: "25" }, "政策类型"],
    [{ kind: "case", type: "4" }, "案例类型"],
    [{ title: "x" }, "标题"],
    [{ contentHtml: "<script>alert(1)</script>" }, "正文"],
    [{ source: "" }, "发文机关"],
    [{ issuedOn: "2026-02-30" }, "发布日期"],
    [{ effectiveFrom: "2026-10-01" }, "施行日期"],
    [{ tags: "1,2,3,4,5,6,7" }, "标签"],
    [{ topicId: "0" }, "所属专题"],
    [{ topicId: "99999" }, "所属专题"],
    [{ issuedOn: "0000-00-00" }, "发布日期"],
    [{ issuedOn: "0000-01-01" }, "发布日期"],
    [{ effectiveFrom: "0000-00-00" }, "施行日期"],
    [{ kind: "case", type: "25", source: "", issuedOn: "0000-00-00", effectiveFrom: "" }, "发布日期"],
  ])("refuses %o with a 400 naming %s", async (change, field) => {
    const body = await api("POST", "/api/admin/articles/save", { ...POLICY, ...change } as Record<string, string>);
    expect(body.status).toBe(400);
    expect(body.msg).toContain(field);
  });

  it("saves a case of each kind without policy dates", async () => {
    for (const type of ["25", "26", "27"]) {
      const body = await api("POST", "/api/admin/articles/save", {
        ...POLICY,
        kind: "case",
        type,
        source: "",
        issuedOn: "",
        effectiveFrom: "",
      });
      expect(body).toMatchObject({ status: 200, data: { kind: "case", type: Number(type) } });
    }
  });
});
