import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveBookings, liveSessions, users } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";

interface Live {
  id: number;
  title: string;
  name: string;
  status: number;
  scheduled: number;
  startTime: string;
  createMode: number;
}
type Page = { list: Live[]; total: number; page: number; pageSize: number };

let t: TestServer;
let learner: string;
let other: string;
/** The seeded sessions by status (spec §4: 0 not started, 1 live, 2 replay). */
let upcoming: Live[];
let liveNow: Live[];
let replays: Live[];

const list = async (query = "", token?: string) => {
  const response = await call<Page>(t.app, "GET", `/api/live/list${query}`, token ? { token } : {});
  return response.body;
};
const book = (id: number | string, token?: string) =>
  call<{ scheduled: number }>(t.app, "POST", "/api/live/book", {
    form: { id: String(id) },
    ...(token ? { token } : {}),
  });

beforeAll(async () => {
  t = await startTestServer();
  learner = await loginAs(t.app, DEMO.plain);
  other = await loginAs(t.app, DEMO.vip);
  // one session goes live, as a publish to the ingest makes it (features/live-media)
  const last = (await list("?status=0&pageSize=100")).data.list.at(-1)!;
  await t.server.db.update(liveSessions).set({ status: 1 }).where(eq(liveSessions.id, last.id));
  t.server.cache.invalidate();
  const all = (await list("?pageSize=100")).data.list;
  upcoming = all.filter((l) => l.status === 0);
  liveNow = all.filter((l) => l.status === 1);
  replays = all.filter((l) => l.status === 2);
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/live/list", () => {
  it("lists every seeded session for a visitor, live now first, then upcoming soonest first, then replays newest first", async () => {
    const body = await list("?pageSize=100");
    expect(body).toMatchObject({ status: 200, success: true });
    const rows = await t.server.db.select().from(liveSessions);
    expect(body.data.total).toBe(rows.length);
    expect(body.data.list).toHaveLength(rows.length);
    // the seed has upcoming sessions and replays (a session is live only while streamed; beforeAll starts one)
    expect(upcoming.length).toBeGreaterThan(1);
    expect(liveNow.length).toBe(1);
    expect(replays.length).toBeGreaterThan(1);
    expect(body.data.list.map((l) => l.status)).toEqual([
      ...liveNow.map(() => 1),
      ...upcoming.map(() => 0),
      ...replays.map(() => 2),
    ]);
    const times = (ls: Live[]) => ls.map((l) => Date.parse(l.startTime));
    expect(times(upcoming)).toEqual([...times(upcoming)].sort((a, b) => a - b));
    expect(times(replays)).toEqual([...times(replays)].sort((a, b) => b - a));
    expect(body.data.list.every((l) => l.scheduled === 0)).toBe(true);
    const first = rows.find((r) => r.id === body.data.list[0]!.id)!;
    expect(body.data.list[0]).toMatchObject({
      title: first.title,
      name: first.lecturerName,
      image: first.image,
      createMode: first.createMode,
      startTime: first.startTime.toISOString(),
    });
  });

  it("filters by status 0, 1 and 2 and refuses any other status", async () => {
    for (const [status, expected] of [
      [0, upcoming],
      [1, liveNow],
      [2, replays],
    ] as const) {
      const body = await list(`?status=${status}&pageSize=100`);
      expect(body.data.list.map((l) => l.id)).toEqual(expected.map((l) => l.id));
      expect(body.data.total).toBe(expected.length);
    }
    for (const bad of ["3", "-1", "abc", "1.5"]) {
      expect(await list(`?status=${bad}`)).toMatchObject({ status: 400, msg: "参数格式不正确：status" });
    }
  });

  it("pages with the project's page sizes, and a page past the end is empty with the same total", async () => {
    const all = (await list("?pageSize=100")).data;
    const first = await list();
    expect(first.data).toMatchObject({ page: 1, pageSize: 10, total: all.total });
    expect(first.data.list.map((l) => l.id)).toEqual(all.list.slice(0, 10).map((l) => l.id));
    const second = await list("?page=2&pageSize=10");
    expect(second.data.list.map((l) => l.id)).toEqual(all.list.slice(10, 20).map((l) => l.id));
    const beyond = await list("?page=99");
    expect(beyond.data).toEqual({ list: [], total: all.total, page: 99, pageSize: 10 });
    for (const bad of ["pageSize=4", "pageSize=0", "page=0", "page=-1", "page=abc"]) {
      expect((await list(`?${bad}`)).status).toBe(400);
    }
  });

  it("serves the public part from the response cache until a catalogue write clears it", async () => {
    const before = await list("?status=2&pageSize=100");
    await t.server.db.insert(liveSessions).values({
      id: 7999,
      title: "新增回放",
      image: "/media/lives/7999.svg",
      lecturerName: "测试讲师",
      lecturerId: 1,
      status: 2,
      createMode: 1,
      startTime: t.now(),
      provinceId: null,
    });
    try {
      expect(await list("?status=2&pageSize=100")).toEqual(before);
      t.server.cache.invalidate();
      const after = await list("?status=2&pageSize=100");
      expect(after.data.total).toBe(before.data.total + 1);
      // the newest replay comes first
      expect(after.data.list[0]!.id).toBe(7999);
    } finally {
      await t.server.db.delete(liveSessions).where(eq(liveSessions.id, 7999));
      t.server.cache.invalidate();
    }
  });

  it("treats a missing or invalid token as a visitor", async () => {
    const body = await list("?status=0", "not-a-token");
    expect(body.status).toBe(200);
    expect(body.data.list.every((l) => l.scheduled === 0)).toBe(true);
  });
});

describe("POST /api/live/book", () => {
  it("needs a login", async () => {
    const response = await book(upcoming[0]!.id);
    expect(response.body).toMatchObject({ status: 401, success: false, msg: "请先登录" });
    expect((await book(upcoming[0]!.id, "expired")).body).toMatchObject({ status: 401, msg: "登录已失效，请重新登录" });
  });

  it("books a session that has not started; the list then shows scheduled 1 to that learner only", async () => {
    const target = upcoming[1]!;
    const response = await book(target.id, learner);
    expect(response.body).toMatchObject({ status: 200, success: true, msg: "预约成功", data: { scheduled: 1 } });

    const mine = (await list("?status=0", learner)).data.list;
    expect(mine.filter((l) => l.scheduled === 1).map((l) => l.id)).toEqual([target.id]);
    // another learner and a visitor still see 报名预约 (the cached public page is not changed by a booking)
    expect((await list("?status=0", other)).data.list.every((l) => l.scheduled === 0)).toBe(true);
    expect((await list("?status=0")).data.list.every((l) => l.scheduled === 0)).toBe(true);
    // the full list too, where the booked session sits among others
    const all = (await list("?pageSize=100", learner)).data.list;
    expect(all.find((l) => l.id === target.id)?.scheduled).toBe(1);
    expect(all.filter((l) => l.scheduled === 1)).toHaveLength(1);
  });

  it("is idempotent: booking again answers scheduled 1 and keeps one row", async () => {
    const target = upcoming[2]!;
    expect((await book(target.id, other)).body.msg).toBe("预约成功");
    const again = await book(target.id, other);
    expect(again.body).toMatchObject({ status: 200, msg: "您已预约该直播", data: { scheduled: 1 } });
    const [user] = await t.server.db.select().from(users).where(eq(users.mobile, DEMO.vip));
    const rows = await t.server.db
      .select()
      .from(liveBookings)
      .where(and(eq(liveBookings.userId, user!.id), eq(liveBookings.liveId, target.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdAt).toEqual(t.now());
  });

  it("refuses a session that is live or a replay with a Chinese 409, and stores nothing", async () => {
    const live = await book(liveNow[0]!.id, learner);
    expect(live.body).toMatchObject({
      status: 409,
      success: false,
      msg: "直播已开始，无需预约，请直接进入直播间",
      data: null,
    });
    const replay = await book(replays[0]!.id, learner);
    expect(replay.body).toMatchObject({ status: 409, msg: "直播已结束，无法预约，可查看回放" });
    const stored = await t.server.db.select().from(liveBookings).where(eq(liveBookings.liveId, liveNow[0]!.id));
    expect(stored).toEqual([]);
  });

  it("answers 404 for an unknown session and 400 for a missing or malformed id", async () => {
    expect((await book(999_999, learner)).body).toMatchObject({ status: 404, msg: "直播不存在" });
    const missing = await call(t.app, "POST", "/api/live/book", { form: {}, token: learner });
    expect(missing.body).toMatchObject({ status: 400, msg: "缺少参数：id" });
    expect((await book("abc", learner)).body).toMatchObject({ status: 400, msg: "参数格式不正确：id" });
    expect((await book(0, learner)).body.status).toBe(400);
  });
});
