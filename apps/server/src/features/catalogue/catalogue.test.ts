import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveBookings, liveSessions } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { updateCourse } from "./catalogue.writes";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
type Card = {
  id: number;
  title: string;
  price: string;
  productType: number;
  categoryId: number;
  lecturers: unknown[];
  keyword: string;
};
type Article = { id: number; type: number; title: string; contentPath: string };

describe("courses", () => {
  it("has at least 60 courses: paid and free, recorded and micro, with lecturers", async () => {
    const { body } = await call<Page<Card>>(t.app, "GET", "/api/onlineProducts?pageSize=100");
    expect(body.data.total).toBeGreaterThanOrEqual(60);
    const list = body.data.list;
    expect(list.some((c) => c.price === "0.00")).toBe(true);
    expect(list.some((c) => c.price !== "0.00")).toBe(true);
    expect(new Set(list.map((c) => c.productType))).toEqual(new Set([1, 2, 15]));
    expect(list.every((c) => c.lecturers.length >= 1)).toBe(true);
    expect(new Set(list.map((c) => c.title)).size).toBe(list.length);
  });

  it("paginates with page/pageSize (default 10) and refuses other page sizes", async () => {
    const first = await call<Page<Card>>(t.app, "GET", "/api/onlineProducts");
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.body.data.list).toHaveLength(10);
    const second = await call<Page<Card>>(t.app, "GET", "/api/onlineProducts?page=2");
    expect(second.body.data.list[0]!.id).not.toBe(first.body.data.list[0]!.id);
    const beyond = await call<Page<Card>>(t.app, "GET", "/api/onlineProducts?page=999");
    expect(beyond.body.data.list).toEqual([]);
    expect(beyond.body.data.total).toBe(first.body.data.total);
    for (const bad of ["pageSize=15", "pageSize=0", "page=0", "page=-1", "page=abc"]) {
      expect((await call(t.app, "GET", `/api/onlineProducts?${bad}`)).body.status).toBe(400);
    }
  });

  it("filters by micro-course type, category, keyword and price", async () => {
    const micro = await call<Page<Card>>(t.app, "GET", "/api/onlineProducts?productType=2&pageSize=100");
    expect(micro.body.data.total).toBeGreaterThan(10);
    expect(micro.body.data.list.every((c) => c.productType === 2)).toBe(true);
    const vat = await call<Page<Card>>(t.app, "GET", "/api/onlineProducts?categoryId=102&pageSize=100");
    expect(vat.body.data.list.every((c) => c.categoryId === 102)).toBe(true);
    const keyword = await call<Page<Card>>(
      t.app,
      `GET`,
      `/api/onlineProducts?keyword=${encodeURIComponent("出口退税")}&pageSize=100`,
    );
    expect(keyword.body.data.list.length).toBeGreaterThan(3);
    expect(keyword.body.data.list.every((c) => c.title.includes("出口退税") || c.keyword.includes("出口退税"))).toBe(
      true,
    );
    const free = await call<Page<Card>>(t.app, "GET", "/api/onlineProducts?isFree=1&pageSize=100");
    expect(free.body.data.list.every((c) => c.price === "0.00")).toBe(true);
    expect((await call(t.app, "GET", "/api/onlineProducts?productType=9")).body.status).toBe(400);
    const injected = await call<Page<Card>>(
      t.app,
      "GET",
      `/api/onlineProducts?keyword=${encodeURIComponent("' OR 1=1 --")}`,
    );
    expect(injected.body.data.total).toBe(0);
  });

  it("limits what an organisation sees (org header)", async () => {
    const { body } = await call<Page<Card>>(t.app, "GET", "/api/onlineProducts?pageSize=100", {
      headers: { orgId: "13" },
    });
    expect(body.data.list.every((c) => [101, 106].includes(c.categoryId))).toBe(true);
    const hidden = (await call<Page<Card>>(t.app, "GET", "/api/onlineProducts?categoryId=104")).body.data.list[0]!;
    expect(
      (await call(t.app, "GET", `/api/onlineProduct/detail/${hidden.id}`, { headers: { orgId: "13" } })).body.status,
    ).toBe(404);
    expect((await call(t.app, "GET", `/api/onlineProduct/detail/${hidden.id}`)).body.status).toBe(200);
    const categories = await call<{ id: number }[]>(t.app, "GET", "/api/onlineCategories", {
      headers: { orgId: "13" },
    });
    expect(categories.body.data.map((c) => c.id)).toEqual([101, 106]);
  });

  it("serves a course detail with lecturers, handouts and sanitised description", async () => {
    const { body } = await call<
      Card & { detailHtml: string; files: { mediaId: string }[]; lecturerDetails: unknown[] }
    >(t.app, "GET", "/api/onlineProduct/detail/1001?uid=2&cityId=44002");
    expect(body.data.title).toBe("生产企业免抵退税申报全流程实操");
    expect(body.data.lecturerDetails.length).toBeGreaterThan(0);
    expect(body.data.detailHtml).not.toMatch(/<script|onerror/);
    const file = await call<{ html: string }>(
      t.app,
      "GET",
      `/api/onlineProduct/productFile/longText?mediaId=${body.data.files[0]!.mediaId}`,
    );
    expect(file.body.data.html).toContain("<h2>");
    expect((await call(t.app, "GET", "/api/onlineProduct/productFile/longText?mediaId=nope")).body.status).toBe(404);
    expect((await call(t.app, "GET", "/api/onlineProduct/detail/999999")).body.status).toBe(404);
    expect((await call(t.app, "GET", "/api/onlineProduct/detail/abc")).body.msg).toBe("参数格式不正确：id");
  });

  it("serves VIP products", async () => {
    expect((await call<{ name: string }>(t.app, "GET", "/api/vipProduct/4")).body.data.name).toBe("出口退税专项会员");
    expect((await call(t.app, "GET", "/api/vipProduct/404")).body.status).toBe(404);
  });

  it("invalidates cached reads when a course is written", async () => {
    const before = await call<Card>(t.app, "GET", "/api/onlineProduct/detail/1002");
    expect(t.server.cache.size).toBeGreaterThan(0);
    await updateCourse(t.server, 1002, { title: "外贸企业出口退税单证备案与管理（2026修订）" });
    const after = await call<Card>(t.app, "GET", "/api/onlineProduct/detail/1002");
    expect(after.body.data.title).not.toBe(before.body.data.title);
    expect(after.body.data.title).toContain("2026修订");
  });
});

describe("policies and cases", () => {
  // 80 generated policies and 20 cases of each kind, plus the tax assistant's knowledge articles (21 policies;
  // 4 inspection, 1 judicial, 3 classic cases: db/seed/knowledge-*.seed.ts)
  it("has 101 policy articles and 68 cases across the three kinds", async () => {
    expect((await call<Page<Article>>(t.app, "GET", "/api/onlineNewsList")).body.data.total).toBe(101);
    for (const [type, total] of [
      [25, 24],
      [26, 21],
      [27, 23],
    ] as const) {
      const { body } = await call<Page<Article>>(t.app, "GET", `/api/onlineNewsList?type=${type}&pageSize=50`);
      expect(body.data.total).toBe(total);
      expect(body.data.list.every((a) => a.type === type)).toBe(true);
    }
  });

  it("serves sanitised rich text by content path, as HTML or plain text, and nothing else", async () => {
    const { body } = await call<Page<Article>>(t.app, "GET", "/api/onlineNewsList?type=2");
    const path = body.data.list[0]!.contentPath;
    const html = await call<{ content: string; format: string }>(t.app, "POST", "/api/sensitive/getRichTextByUrl", {
      form: { path },
    });
    expect(html.body.data.format).toBe("html");
    expect(html.body.data.content).toContain("<p>");
    expect(html.body.data.content).not.toMatch(/onerror|<script/i);
    const text = await call<{ content: string }>(t.app, "POST", "/api/sensitive/getRichTextByUrl", {
      form: { path, isConvert: "1" },
    });
    expect(text.body.data.content).not.toContain("<");
    for (const outside of ["http://169.254.169.254/latest", "../../etc/passwd", "/richtext/news/1.html"]) {
      expect(
        (await call(t.app, "POST", "/api/sensitive/getRichTextByUrl", { form: { path: outside } })).body.status,
      ).toBe(404);
    }
    const detail = await call<{ contentHtml: string }>(t.app, "GET", `/api/onlineNews/detail/${body.data.list[0]!.id}`);
    expect(detail.body.data.contentHtml).toBe(html.body.data.content);
  });

  it("lists categories of each kind", async () => {
    expect((await call<unknown[]>(t.app, "GET", "/api/onlineCategories?kind=case")).body.data).toHaveLength(3);
    expect((await call<unknown[]>(t.app, "GET", "/api/onlineCategories?kind=news")).body.data).toHaveLength(4);
    expect((await call(t.app, "GET", "/api/onlineCategories?kind=<script>")).body.status).toBe(400);
  });
});

describe("related content (spec §7, 20 calls)", () => {
  const sources = { course: 1001, news: 2001, caseInspects: 3001, caseJustice: 3021, caseNews: 3041 };
  const calls: [string, number, "course" | "news" | 25 | 26 | 27][] = [
    ["newsListByCourse", sources.course, "news"],
    ["onlineProductListByCourse", sources.course, "course"],
    ["caseInspectsByCourse", sources.course, 25],
    ["caseJusticeByCourse", sources.course, 26],
    ["caseNewsByCourse", sources.course, 27],
    ["onlineProductListByNews", sources.news, "course"],
    ["newsListByNews", sources.news, "news"],
    ["caseInspectsByNews", sources.news, 25],
    ["caseJusticeByNews", sources.news, 26],
    ["caseNewsByNews", sources.news, 27],
    ["newsListByCaseInspects", sources.caseInspects, "news"],
    ["newsListByCaseJustice", sources.caseJustice, "news"],
    ["newsListByCaseNews", sources.caseNews, "news"],
    ["onlineProductListByCaseInspects", sources.caseInspects, "course"],
    ["onlineProductListByCaseJustice", sources.caseJustice, "course"],
    ["onlineProductListByCaseNews", sources.caseNews, "course"],
  ];
  it.each(calls)("%s answers items of the right kind, never the source itself", async (name, id, kind) => {
    const { body } = await call<{ id: number; type?: number; productType?: number }[]>(
      t.app,
      "GET",
      `/api/${name}/${id}`,
    );
    expect(body.status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(6);
    expect(body.data.map((x) => x.id)).not.toContain(id);
    for (const item of body.data) {
      if (kind === "course") expect(item.productType).toBeDefined();
      else if (kind === "news") expect([1, 2, 3, 4]).toContain(item.type);
      else expect(item.type).toBe(kind);
    }
    expect((await call(t.app, "GET", `/api/${name}/999999`)).body.status).toBe(404);
  });

  it("takes the case kind as a path segment, with type 27 by default", async () => {
    const byType = await call<{ type: number }[]>(t.app, "GET", `/api/caseNewsByCase/27/${sources.caseNews}`);
    const byDefault = await call<{ type: number }[]>(t.app, "GET", `/api/caseNewsByCase/${sources.caseNews}`);
    expect(byDefault.body.data).toEqual(byType.body.data);
    expect(
      (
        await call<{ type: number }[]>(t.app, "GET", `/api/caseInspectsByCase/26/${sources.caseJustice}`)
      ).body.data.every((c) => c.type === 25),
    ).toBe(true);
    expect(
      (
        await call<{ type: number }[]>(t.app, "GET", `/api/caseJusticeByCase/25/${sources.caseInspects}`)
      ).body.data.every((c) => c.type === 26),
    ).toBe(true);
    // a case of another kind under the given type is not found
    expect((await call(t.app, "GET", `/api/caseNewsByCase/25/${sources.caseNews}`)).body.status).toBe(404);
    expect((await call(t.app, "GET", `/api/caseNewsByCase/24/${sources.caseNews}`)).body.status).toBe(400);
    const limited = await call<unknown[]>(t.app, "GET", `/api/caseInspectsByCourse/${sources.course}/2`);
    expect(limited.body.data).toHaveLength(2);
    expect((await call(t.app, "GET", `/api/caseInspectsByCourse/${sources.course}/21`)).body.status).toBe(400);
  });
});

describe("themes, course lists, hearings and regional columns", () => {
  it("lists custom files by theme and opens one with its courses", async () => {
    const { body } = await call<Page<{ id: number; theme: string }>>(
      t.app,
      "GET",
      `/api/customFile/list?theme=${encodeURIComponent("出口退税专题")}`,
    );
    expect(body.data.total).toBe(3);
    const detail = await call<{ courses: Card[] }>(t.app, "GET", `/api/customFile/detail/${body.data.list[0]!.id}`);
    expect(detail.body.data.courses.length).toBeGreaterThan(0);
  });

  it("lists course lists publicly but opens one only when logged in", async () => {
    const { body } = await call<Page<{ id: number; courseCount: number }>>(t.app, "GET", "/api/kedan/list");
    expect(body.data.total).toBe(8);
    const id = body.data.list[0]!.id;
    expect((await call(t.app, "GET", `/api/kedan/detail/${id}`)).body.status).toBe(401);
    const token = await loginAs(t.app, DEMO.plain);
    const detail = await call<{ courses: Card[] }>(t.app, "GET", `/api/kedan/detail/${id}`, { token });
    expect(detail.body.data.courses).toHaveLength(body.data.list[0]!.courseCount);
  });

  it("lists hearings", async () => {
    const { body } = await call<Page<{ id: number }>>(t.app, "GET", "/api/hearing/list");
    expect(body.data.total).toBe(10);
    expect((await call(t.app, "GET", `/api/hearing/detail/${body.data.list[0]!.id}`)).body.status).toBe(200);
  });

  it("finds the column of a city, falls back to its province, and 404s elsewhere", async () => {
    const city = await call<{ cityId: number; courses: Card[]; lives: { status: number }[] }>(
      t.app,
      "GET",
      "/api/regionalColumn?cityId=44001",
    );
    expect(city.body.data.cityId).toBe(44001);
    expect(city.body.data.courses.length).toBeGreaterThan(0);
    const province = await call<{ cityId: number | null; title: string }>(
      t.app,
      "GET",
      "/api/regionalColumn?cityId=44003&provinceId=44000",
    );
    expect(province.body.data.cityId).toBeNull();
    expect((await call(t.app, "GET", "/api/regionalColumn?provinceId=61000")).body.status).toBe(404);
    expect((await call(t.app, "GET", "/api/regionalColumn")).body.status).toBe(400);
  });

  it("marks the column's lives the learner booked as scheduled, for that learner only, over a cached public part", async () => {
    type Column = { lives: { id: number; title: string; status: number; scheduled: number }[] };
    const column = async (token?: string) =>
      (await call<Column>(t.app, "GET", "/api/regionalColumn?cityId=44001", token ? { token } : {})).body.data;
    const learner = await loginAs(t.app, DEMO.plain);
    const other = await loginAs(t.app, DEMO.vip);
    const visitorView = await column();
    const [target, untouched] = visitorView.lives.filter((live) => live.status === 0);
    expect(target && untouched).toBeTruthy();
    expect(visitorView.lives.every((live) => live.scheduled === 0)).toBe(true);

    const booking = await call(t.app, "POST", "/api/live/book", { form: { id: String(target!.id) }, token: learner });
    expect(booking.body.status).toBe(200);
    try {
      const scheduledIn = (data: Column) => data.lives.filter((live) => live.scheduled === 1).map((live) => live.id);
      expect(scheduledIn(await column(learner))).toEqual([target!.id]);
      expect(scheduledIn(await column(other))).toEqual([]);
      expect(scheduledIn(await column())).toEqual([]);
      expect(scheduledIn(await column("not-a-token"))).toEqual([]);

      // the public part comes from the cache (a direct row change shows only after the cache is cleared);
      // the learner's bookings are merged over it on every request
      await t.server.db.update(liveSessions).set({ title: "改名后的直播" }).where(eq(liveSessions.id, untouched!.id));
      const cached = await column(learner);
      expect(cached.lives.find((live) => live.id === untouched!.id)?.title).toBe(untouched!.title);
      expect(scheduledIn(cached)).toEqual([target!.id]);
      t.server.cache.invalidate();
      expect((await column(learner)).lives.find((live) => live.id === untouched!.id)?.title).toBe("改名后的直播");
    } finally {
      await t.server.db.update(liveSessions).set({ title: untouched!.title }).where(eq(liveSessions.id, untouched!.id));
      await t.server.db.delete(liveBookings).where(eq(liveBookings.liveId, target!.id));
      t.server.cache.invalidate();
    }
  });
});
