import { COLLECT_CATEGORIES, FOOTPRINT_KINDS } from "@taxlearn/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASE_TYPES, POLICY_TYPES } from "../../db/reference-data/article-types";
import { articles, courses, favourites, footprints, kedans, lectureFiles, users } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { hashPassword } from "../accounts/passwords";

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
interface Collected {
  id: number;
  productType: number;
  category: number;
  course: { id: number; title: string } | null;
  article: { id: number; type: number } | null;
  kedan: { id: number; courseCount: number } | null;
  collectedAt: string;
}
interface Footprint {
  id: number;
  kind: number;
  itemId: number;
  title: string;
  typeName: string;
  day: string;
  viewedAt: string;
}

let t: TestServer;
let a: { userId: number; token: string };
let b: { userId: number; token: string };
let courseIds: number[];
let policyIds: number[];
let caseIds: number[];
let kedanId: number;

const HOUR = 3_600_000;
const get = <D>(path: string, token?: string) =>
  call<D>(t.app, "GET", path, token ? { token } : {}).then((r) => r.body);
const post = <D>(path: string, form: Record<string, string>, token?: string) =>
  call<D>(t.app, "POST", path, { form, ...(token ? { token } : {}) }).then((r) => r.body);

/** A learner with nothing done yet (the demo learners come with seeded centre content). */
async function freshLearner(mobile: string) {
  const [user] = await t.server.db
    .insert(users)
    .values({ mobile, username: `学员${mobile.slice(-4)}`, passwordHash: await hashPassword(DEMO.password) })
    .returning({ id: users.id });
  return { userId: user!.id, token: await loginAs(t.app, mobile) };
}

const collect = (token: string, category: number, id: number, extra: Record<string, string> = {}) =>
  post<{ collected: boolean }>("/api/collect/add", { id: String(id), category: String(category), ...extra }, token);
const uncollect = (token: string, category: number, id: number, extra: Record<string, string> = {}) =>
  post<{ collected: boolean }>("/api/collect/del", { id: String(id), category: String(category), ...extra }, token);
const favouritesOf = (token: string, category: number, query = "") =>
  get<Page<Collected>>(`/api/collect/user?category=${category}${query}`, token);

beforeAll(async () => {
  t = await startTestServer();
  a = await freshLearner("13900000011");
  b = await freshLearner("13900000012");
  const db = t.server.db;
  courseIds = (await db.select({ id: courses.id }).from(courses).orderBy(courses.id)).map((r) => r.id);
  const all = await db.select({ id: articles.id, type: articles.type }).from(articles).orderBy(articles.id);
  policyIds = all.filter((r) => POLICY_TYPES.includes(r.type)).map((r) => r.id);
  caseIds = all.filter((r) => (CASE_TYPES as readonly number[]).includes(r.type)).map((r) => r.id);
  kedanId = (await db.select({ id: kedans.id }).from(kedans).limit(1))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe("favourites (POST /api/collect/add, /del, GET /api/collect/user, /status)", () => {
  it("adds a course once however often it is added, and lists it with its card", async () => {
    const id = courseIds[0]!;
    expect(await collect(a.token, COLLECT_CATEGORIES.course, id)).toMatchObject({
      status: 200,
      msg: "收藏成功",
      data: { collected: true },
    });
    expect((await collect(a.token, COLLECT_CATEGORIES.course, id)).status).toBe(200);
    const rows = await t.server.db.select().from(favourites).where(eq(favourites.userId, a.userId));
    expect(rows).toHaveLength(1);
    const page = await favouritesOf(a.token, COLLECT_CATEGORIES.course);
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toMatchObject({ id, category: 1, course: { id }, article: null, kedan: null });
    expect((await get<{ collected: boolean }>(`/api/collect/status?id=${id}&category=1`, a.token)).data).toEqual({
      collected: true,
    });
  });

  it("removes idempotently: a second removal, or removing what was never added, succeeds", async () => {
    const id = courseIds[0]!;
    expect(await uncollect(a.token, COLLECT_CATEGORIES.course, id)).toMatchObject({
      status: 200,
      data: { collected: false },
    });
    expect((await uncollect(a.token, COLLECT_CATEGORIES.course, id)).status).toBe(200);
    expect((await uncollect(a.token, COLLECT_CATEGORIES.course, courseIds[5]!)).status).toBe(200);
    expect((await favouritesOf(a.token, COLLECT_CATEGORIES.course)).data.total).toBe(0);
    expect((await get<{ collected: boolean }>(`/api/collect/status?id=${id}&category=1`, a.token)).data).toEqual({
      collected: false,
    });
  });

  it("keeps policies, cases and 课单 apart, each with its own card", async () => {
    await collect(a.token, COLLECT_CATEGORIES.policy, policyIds[0]!);
    await collect(a.token, COLLECT_CATEGORIES.case, caseIds[0]!);
    await collect(a.token, COLLECT_CATEGORIES.kedan, kedanId);
    const policies = await favouritesOf(a.token, COLLECT_CATEGORIES.policy);
    expect(policies.data.list.map((f) => f.article?.id)).toEqual([policyIds[0]]);
    expect(POLICY_TYPES).toContain(policies.data.list[0]!.productType);
    const cases = await favouritesOf(a.token, COLLECT_CATEGORIES.case);
    expect(cases.data.list.map((f) => f.article?.id)).toEqual([caseIds[0]]);
    const saved = await favouritesOf(a.token, COLLECT_CATEGORIES.kedan);
    expect(saved.data.list[0]).toMatchObject({ id: kedanId, kedan: { id: kedanId }, course: null, article: null });
    expect((await favouritesOf(a.token, COLLECT_CATEGORIES.course)).data.total).toBe(0);
  });

  it("refuses an item that does not exist, or exists under another category, with 404 and stores nothing", async () => {
    const before = await t.server.db.select().from(favourites).where(eq(favourites.userId, a.userId));
    for (const [category, id] of [
      [COLLECT_CATEGORIES.course, 999_999],
      [COLLECT_CATEGORIES.case, policyIds[1]!],
      [COLLECT_CATEGORIES.policy, caseIds[1]!],
      [COLLECT_CATEGORIES.kedan, 999_999],
    ] as const) {
      expect(await collect(a.token, category, id)).toMatchObject({ status: 404, msg: "收藏的内容不存在或已下架" });
    }
    const after = await t.server.db.select().from(favourites).where(eq(favourites.userId, a.userId));
    expect(after).toHaveLength(before.length);
  });

  it("answers the spec's own query (page, pageSize, productType, type, limit, dataType) without a category", async () => {
    const c = await freshLearner("13900000019");
    await collect(c.token, COLLECT_CATEGORIES.course, courseIds[2]!);
    await collect(c.token, COLLECT_CATEGORIES.policy, policyIds[2]!);
    const spec = (type: number) =>
      get<Page<Collected>>(
        `/api/collect/user?page=1&pageSize=10&productType=1&type=${type}&limit=10&dataType=${type}`,
        c.token,
      );
    const courses = await spec(COLLECT_CATEGORIES.course);
    expect(courses).toMatchObject({ status: 200, data: { total: 1 } });
    expect(courses.data.list[0]).toMatchObject({ id: courseIds[2], category: COLLECT_CATEGORIES.course });
    const policies = await spec(COLLECT_CATEGORIES.policy);
    expect(policies.data.list.map((f) => f.article?.id)).toEqual([policyIds[2]]);
    // only a product type (the course kinds): the courses; nothing at all: the courses too
    expect((await get<Page<Collected>>("/api/collect/user?productType=1", c.token)).data.list[0]?.id).toBe(
      courseIds[2],
    );
    expect((await get<Page<Collected>>("/api/collect/user", c.token)).data.total).toBe(1);
    // `limit` is the spec's page size where pageSize is not sent
    expect((await get<Page<Collected>>("/api/collect/user?type=1&limit=20", c.token)).data.pageSize).toBe(20);
  });

  it("answers bad input with a 400 naming the field, and anonymous calls with 401", async () => {
    expect((await collect(a.token, 9, courseIds[0]!)).msg).toContain("category");
    expect((await collect(a.token, 9, courseIds[0]!)).status).toBe(400);
    expect(await post("/api/collect/add", { id: "abc", category: "1" }, a.token)).toMatchObject({ status: 400 });
    expect((await post("/api/collect/add", { id: "abc", category: "1" }, a.token)).msg).toContain("id");
    expect((await post("/api/collect/add", { category: "1" }, a.token)).status).toBe(400);
    expect((await get("/api/collect/user?category=9", a.token)).status).toBe(400);
    expect((await get("/api/collect/user?category=1&pageSize=7", a.token)).status).toBe(400);
    expect((await collect("", 1, courseIds[0]!)).status).toBe(401);
    expect((await get("/api/collect/user?category=1")).status).toBe(401);
    expect((await get("/api/collect/status?id=1&category=1")).status).toBe(401);
  });

  it("learner B never reads or changes A's favourites, whatever ids or user ids the body carries", async () => {
    const id = courseIds[1]!;
    await collect(a.token, COLLECT_CATEGORIES.course, id);
    // B removes "A's" favourite, naming A as the user: only B's (absent) row is concerned
    await uncollect(b.token, COLLECT_CATEGORIES.course, id, { userId: String(a.userId), uid: String(a.userId) });
    expect((await favouritesOf(a.token, COLLECT_CATEGORIES.course)).data.list.map((f) => f.id)).toEqual([id]);
    // B's list and status show nothing of A's, even when asked for A
    expect((await favouritesOf(b.token, COLLECT_CATEGORIES.course, `&userId=${a.userId}`)).data.total).toBe(0);
    expect((await get<{ collected: boolean }>(`/api/collect/status?id=${id}&category=1`, b.token)).data.collected).toBe(
      false,
    );
    // B adding with A's user id in the body adds B's own favourite
    await collect(b.token, COLLECT_CATEGORIES.course, courseIds[2]!, { userId: String(a.userId) });
    const aRows = await t.server.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, a.userId), eq(favourites.category, 1)));
    expect(aRows.map((r) => r.itemId)).toEqual([id]);
    expect((await favouritesOf(b.token, COLLECT_CATEGORIES.course)).data.list.map((f) => f.id)).toEqual([courseIds[2]]);
  });

  it("pages the favourites newest first with the spec's page sizes", async () => {
    const c = await freshLearner("13900000013");
    const picked = courseIds.slice(10, 22);
    for (const id of picked) {
      await collect(c.token, COLLECT_CATEGORIES.course, id);
      t.advance(1000);
    }
    const first = await favouritesOf(c.token, COLLECT_CATEGORIES.course);
    expect(first.data).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.data.list.map((f) => f.id)).toEqual([...picked].reverse().slice(0, 10));
    const second = await favouritesOf(c.token, COLLECT_CATEGORIES.course, "&page=2");
    expect(second.data.list.map((f) => f.id)).toEqual([picked[1], picked[0]]);
    const beyond = await favouritesOf(c.token, COLLECT_CATEGORIES.course, "&page=5");
    expect(beyond.data).toMatchObject({ list: [], total: 12, page: 5 });
    const wide = await favouritesOf(c.token, COLLECT_CATEGORIES.course, "&pageSize=20");
    expect(wide.data.list).toHaveLength(12);
  });
});

describe("footprints (POST /api/footprint/record, /del, /clear, GET /api/footprint/list)", () => {
  const record = (token: string, kind: number, id: number) =>
    post("/api/footprint/record", { kind: String(kind), id: String(id) }, token);
  const list = (token: string, query = "") => get<Page<Footprint>>(`/api/footprint/list${query}`, token);

  it("keeps one footprint per item and Beijing day, moved on by later views that day", async () => {
    const id = courseIds[3]!;
    expect((await record(a.token, FOOTPRINT_KINDS.course, id)).status).toBe(200);
    t.advance(HOUR);
    expect((await record(a.token, FOOTPRINT_KINDS.course, id)).status).toBe(200);
    const rows = await t.server.db.select().from(footprints).where(eq(footprints.userId, a.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.viewedAt.getTime()).toBe(t.now().getTime());
    const page = await list(a.token);
    expect(page.data.list[0]).toMatchObject({ kind: 1, itemId: id, typeName: "课程" });
    expect(page.data.list[0]!.title.length).toBeGreaterThan(0);
  });

  it("starts a new footprint on the next Beijing day and lists the newest day first", async () => {
    // TEST_START is 10:00 in Beijing; a day later is the next Beijing day
    t.advance(24 * HOUR);
    await record(a.token, FOOTPRINT_KINDS.policy, policyIds[0]!);
    await record(a.token, FOOTPRINT_KINDS.case, caseIds[0]!);
    await record(a.token, FOOTPRINT_KINDS.course, courseIds[3]!);
    const page = await list(a.token);
    expect(page.data.total).toBe(4);
    const days = page.data.list.map((f) => f.day);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(days).size).toBe(2);
    expect(page.data.list.map((f) => f.kind).slice(0, 3)).toEqual([1, 3, 2]);
    expect(page.data.list.find((f) => f.kind === 2)?.typeName).not.toBe("");
  });

  it("refuses an unknown item (404) or kind (400), and anonymous callers (401)", async () => {
    expect(await record(a.token, FOOTPRINT_KINDS.course, 999_999)).toMatchObject({ status: 404 });
    expect(await record(a.token, FOOTPRINT_KINDS.case, policyIds[0]!)).toMatchObject({ status: 404 });
    const bad = await record(a.token, 4, courseIds[0]!);
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain("kind");
    expect((await post("/api/footprint/del", { id: "-1" }, a.token)).status).toBe(400);
    expect((await record("", 1, courseIds[0]!)).status).toBe(401);
    expect((await get("/api/footprint/list")).status).toBe(401);
    expect((await post("/api/footprint/clear", {})).status).toBe(401);
  });

  it("learner B never reads, clears or removes A's footprints, whatever ids the body carries", async () => {
    await record(b.token, FOOTPRINT_KINDS.course, courseIds[4]!);
    const mine = (await list(a.token)).data.list;
    expect((await list(b.token)).data.list.map((f) => f.itemId)).toEqual([courseIds[4]]);
    for (const f of mine) expect((await post("/api/footprint/del", { id: String(f.id) }, b.token)).status).toBe(200);
    expect((await list(a.token)).data.total).toBe(mine.length);
    expect(await post("/api/footprint/clear", { userId: String(a.userId) }, b.token)).toMatchObject({
      status: 200,
      data: { cleared: 1 },
    });
    expect((await list(a.token)).data.total).toBe(mine.length);
  });

  it("clears one, then all, of the learner's own footprints", async () => {
    const before = (await list(a.token)).data.list;
    expect(await post("/api/footprint/del", { id: String(before[0]!.id) }, a.token)).toMatchObject({ status: 200 });
    expect((await list(a.token)).data.list.map((f) => f.id)).toEqual(before.slice(1).map((f) => f.id));
    expect(await post("/api/footprint/clear", {}, a.token)).toMatchObject({
      status: 200,
      data: { cleared: before.length - 1 },
    });
    expect((await list(a.token)).data).toMatchObject({ list: [], total: 0 });
  });

  it("pages the footprints", async () => {
    for (const id of courseIds.slice(0, 12)) await record(a.token, FOOTPRINT_KINDS.course, id);
    expect((await list(a.token)).data.list).toHaveLength(10);
    expect((await list(a.token, "?page=2")).data).toMatchObject({ total: 12, page: 2 });
    expect((await list(a.token, "?page=2")).data.list).toHaveLength(2);
    expect((await list(a.token, "?pageSize=0")).status).toBe(400);
  });
});

describe("the demo learners' seeded centre", () => {
  it("has favourites of every kind, footprints, started and purchased courses", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    for (const category of Object.values(COLLECT_CATEGORIES)) {
      expect((await favouritesOf(token, category)).data.total).toBeGreaterThan(0);
    }
    expect((await get<Page<Footprint>>("/api/footprint/list", token)).data.total).toBeGreaterThan(0);
    expect((await get<Page<unknown>>("/api/study/classList", token)).data.total).toBeGreaterThan(0);
    expect((await get<Page<unknown>>("/api/cart/onlinePurchasedList", token)).data.total).toBeGreaterThan(0);
    // the lecture files named by the seeded progress exist
    expect((await t.server.db.select().from(lectureFiles).limit(1)).length).toBe(1);
  });
});
