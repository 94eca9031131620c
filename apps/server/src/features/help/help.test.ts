import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpArticles, helpGuides } from "../../db/schema";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { HELP_HOT_COUNT } from "./help.service";

interface Category {
  id: number;
  name: string;
  icon: string;
  articleCount: number;
}
interface Summary {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  summary: string;
}
type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const get = <D>(path: string) => call<D>(t.app, "GET", path);

describe("GET /api/help/index", () => {
  it("lists the six categories in order with their article counts, and the hot questions", async () => {
    const { body } = await get<{ categories: Category[]; hot: Summary[] }>("/api/help/index");
    expect(body.status).toBe(200);
    expect(body.data.categories.map((c) => c.name)).toEqual([
      "账号与登录",
      "会员与支付",
      "发票与报销",
      "学习与课程",
      "机构登录",
      "技术问题",
    ]);
    const rows = await t.server.db.select().from(helpArticles);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(body.data.categories.reduce((n, c) => n + c.articleCount, 0)).toBe(rows.length);
    expect(body.data.hot.length).toBe(HELP_HOT_COUNT);
    const hotIds = new Set(rows.filter((r) => r.hot).map((r) => r.id));
    expect(body.data.hot.every((a) => hotIds.has(a.id))).toBe(true);
  });
});

describe("GET /api/help/articles", () => {
  it("lists a category's articles, pages them, and finds articles by a keyword in the title or the text", async () => {
    const invoices = await get<Page<Summary>>("/api/help/articles?categoryId=3");
    expect(invoices.body.data.total).toBe(4);
    expect(invoices.body.data.list.every((a) => a.categoryName === "发票与报销")).toBe(true);
    const all = await get<Page<Summary>>("/api/help/articles?pageSize=100");
    const firstPage = await get<Page<Summary>>("/api/help/articles?page=2&pageSize=10");
    expect(firstPage.body.data.list.map((a) => a.id)).toEqual(all.body.data.list.slice(10, 20).map((a) => a.id));
    // "验证码" is in titles and in texts
    const found = await get<Page<Summary>>(`/api/help/articles?keyword=${encodeURIComponent(" 验证码 ")}`);
    expect(found.body.data.total).toBeGreaterThanOrEqual(3);
    expect(found.body.data.list.map((a) => a.title)).toContain("收不到短信验证码怎么办？");
    const both = await get<Page<Summary>>(`/api/help/articles?categoryId=6&keyword=${encodeURIComponent("验证码")}`);
    expect(both.body.data.list.map((a) => a.categoryId)).toEqual([6]);
    // LIKE wildcards match themselves
    expect((await get<Page<Summary>>("/api/help/articles?keyword=%25")).body.data.total).toBe(0);
    expect((await get<Page<Summary>>("/api/help/articles?keyword=_")).body.data.total).toBe(0);
  });

  it("refuses an over-long keyword and bad ids", async () => {
    expect((await get(`/api/help/articles?keyword=${"税".repeat(51)}`)).body).toMatchObject({
      status: 400,
      msg: "参数格式不正确：keyword",
    });
    expect((await get("/api/help/articles?categoryId=abc")).body.status).toBe(400);
    expect((await get("/api/help/articles?categoryId=99")).body.data).toMatchObject({ list: [], total: 0 });
  });
});

describe("GET /api/help/article/:id", () => {
  it("serves an article's sanitised HTML, and sanitises a row edited by hand in the database", async () => {
    const ok = await get<{ title: string; contentHtml: string }>("/api/help/article/1");
    expect(ok.body.data.title).toBe("如何注册财税学习平台账号？");
    expect(ok.body.data.contentHtml).toContain("<p>");
    await t.server.db
      .update(helpArticles)
      .set({
        contentHtml: '<p onclick="x()">改过的内容</p><script>alert(1)</script><a href="javascript:alert(1)">链接</a>',
      })
      .where(eq(helpArticles.id, 2));
    const edited = await get<{ contentHtml: string }>("/api/help/article/2");
    expect(edited.body.data.contentHtml).toBe('<p>改过的内容</p><a rel="noopener noreferrer">链接</a>');
    expect((await get("/api/help/article/999")).body).toMatchObject({ status: 404, msg: "帮助文章不存在或已下线" });
    expect((await get("/api/help/article/0")).body.status).toBe(400);
  });
});

describe("GET /api/help/freshMan", () => {
  it("serves an organisation's own guide, otherwise the general one", async () => {
    const own = await get<{ title: string; orgId: number | null; orgName: string | null }>(
      "/api/help/freshMan?orgId=12",
    );
    expect(own.body.data).toMatchObject({ title: "机构学员新手指引", orgId: 12 });
    expect(own.body.data.orgName).toBeTruthy();
    for (const query of ["", "?orgId=7", "?orgId=99999"]) {
      const general = await get<{ title: string; orgId: number | null }>(`/api/help/freshMan${query}`);
      expect(general.body.data).toMatchObject({ title: "新手指引", orgId: null, orgName: null });
    }
    expect((await get("/api/help/freshMan?orgId=abc")).body).toMatchObject({
      status: 400,
      msg: "参数格式不正确：orgId",
    });
  });

  it("answers 404 when no guide is published", async () => {
    await t.server.db.delete(helpGuides);
    expect((await get("/api/help/freshMan")).body).toMatchObject({ status: 404, msg: "新手指引暂未发布" });
  });
});
