import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, helpArticles } from "../../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";

let t: TestServer;
let support: string;
let editor: string;
let finance: string;
let learner: string;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, token: string, form?: Record<string, string>) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);
// biome-ignore lint/suspicious/noExplicitAny: public envelopes
const pub = <D = any>(path: string) => call<D>(t.app, "GET", path, {}).then((r) => r.body);

const HOSTILE = '<p>先<strong>登录</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">';

const HELP = {
  categoryId: "1",
  title: "控制台测试：如何绑定第二个手机号",
  contentHtml: `<h3>操作步骤</h3><p>进入账号设置，选择“绑定备用手机号”。</p>${HOSTILE}`,
  sort: "5",
  hot: "0",
};

beforeAll(async () => {
  t = await startTestServer();
  support = await loginAs(t.app, "13800000013");
  editor = await loginAs(t.app, "13800000011");
  finance = await loginAs(t.app, "13800000012");
  learner = await loginAs(t.app, DEMO.plain);
});
afterAll(() => t.close());

const auditRows = (action: string, target: string) =>
  t.server.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.target, target)));

describe("help articles in the console", () => {
  it("refuses learners, finance and editors (403, audited), and lets support list them by category", async () => {
    for (const token of [learner, finance, editor]) {
      const refused = await api("POST", "/api/admin/help/articles/save", token, HELP);
      expect(refused).toMatchObject({ status: 403 });
      expect(refused.msg).toContain("客服");
      expect((await api("GET", "/api/admin/help/articles", token)).status).toBe(403);
    }
    expect((await call(t.app, "GET", "/api/admin/help/articles", {})).body.status).toBe(401);
    const listed = await api("GET", "/api/admin/help/articles?categoryId=1&pageSize=50", support);
    expect(listed.status).toBe(200);
    expect(listed.data.categories[0]).toMatchObject({ id: 1, name: "账号与登录" });
    expect(listed.data.articles.list.length).toBeGreaterThan(0);
    expect(listed.data.articles.list.every((a: { categoryId: number }) => a.categoryId === 1)).toBe(true);
  });

  it("names the field it refuses, in Chinese, and stores nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ title: "  " }, "标题"],
      [{ title: "长".repeat(61) }, "标题"],
      [{ categoryId: "0" }, "分类"],
      [{ categoryId: "999" }, "分类"],
      [{ contentHtml: "<script>alert(1)</script>" }, "正文"],
      [{ contentHtml: `<p>${"字".repeat(100_001)}</p>` }, "正文"],
      [{ sort: "10000" }, "排序"],
      [{ hot: "2" }, "热门问题"],
    ];
    for (const [change, field] of cases) {
      const refused = await api("POST", "/api/admin/help/articles/save", support, { ...HELP, ...change });
      expect(refused.status, field).toBe(400);
      expect(refused.msg.startsWith(`${field}：`), refused.msg).toBe(true);
    }
    expect((await api("POST", "/api/admin/help/articles/save", support, { ...HELP, id: "999999" })).status).toBe(404);
    const rows = await t.server.db.select().from(helpArticles).where(eq(helpArticles.title, HELP.title));
    expect(rows).toEqual([]);
  });

  it("creates an article, sanitised, audited, and the help centre shows and finds it at once; edits and hides it", async () => {
    const index = await pub("/api/help/index");
    const countBefore = index.data.categories.find((c: { id: number }) => c.id === 1).articleCount;
    const saved = await api("POST", "/api/admin/help/articles/save", support, HELP);
    expect(saved).toMatchObject({ status: 200, data: { categoryId: 1, title: HELP.title, sort: 5, hidden: false } });
    const id = saved.data.id as number;
    const [row] = await t.server.db.select().from(helpArticles).where(eq(helpArticles.id, id));
    expect(row!.contentHtml).toContain("<strong>登录</strong>");
    for (const stored of [row!.contentHtml, row!.contentText]) {
      expect(stored).not.toContain("<script");
      expect(stored).not.toContain("onerror");
      expect(stored).not.toContain("alert");
    }
    const [audit] = await auditRows("adminHelpSave", `helpArticle:${id}`);
    expect(audit).toMatchObject({ outcome: "ok", before: null, after: { id, title: HELP.title } });

    const detail = await pub(`/api/help/article/${id}`);
    expect(detail).toMatchObject({ status: 200, data: { title: HELP.title, categoryName: "账号与登录" } });
    const found = await pub(`/api/help/articles?keyword=${encodeURIComponent("绑定备用手机号")}`);
    expect(found.data.list.map((a: { id: number }) => a.id)).toContain(id);
    const after = await pub("/api/help/index");
    expect(after.data.categories.find((c: { id: number }) => c.id === 1).articleCount).toBe(countBefore + 1);

    const edited = await api("POST", "/api/admin/help/articles/save", support, {
      ...HELP,
      id: String(id),
      categoryId: "2",
      contentHtml: "<p>改为在会员中心绑定。</p>",
    });
    expect(edited).toMatchObject({ status: 200, data: { id, categoryId: 2 } });
    expect((await pub(`/api/help/article/${id}`)).data.contentHtml).toContain("会员中心绑定");
    const [editAudit] = await auditRows("adminHelpSave", `helpArticle:${id}`).then((rows) =>
      rows.filter((r) => r.before !== null),
    );
    expect(editAudit).toMatchObject({ before: { categoryId: 1 }, after: { categoryId: 2 } });

    const hidden = await api("POST", `/api/admin/help/articles/${id}/visibility`, support, { hidden: "1" });
    expect(hidden).toMatchObject({ status: 200, data: { hidden: true } });
    expect((await pub(`/api/help/article/${id}`)).status).toBe(404);
    const gone = await pub(`/api/help/articles?keyword=${encodeURIComponent("会员中心绑定")}`);
    expect(gone.data.list.map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await auditRows("adminHelpVisibility", `helpArticle:${id}`))[0]).toMatchObject({
      before: { hidden: false },
      after: { hidden: true },
    });
    const listed = await api("GET", `/api/admin/help/articles?keyword=${encodeURIComponent("控制台测试")}`, support);
    expect(listed.data.articles.list).toEqual([expect.objectContaining({ id, hidden: true })]);
    expect((await api("POST", `/api/admin/help/articles/${id}/visibility`, support, { hidden: "0" })).status).toBe(200);
    expect((await pub(`/api/help/article/${id}`)).status).toBe(200);
    expect((await api("POST", `/api/admin/help/articles/${id}/visibility`, support, { hidden: "3" })).status).toBe(400);
    expect((await api("POST", "/api/admin/help/articles/999999/visibility", support, { hidden: "1" })).status).toBe(
      404,
    );
  });
});
