import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminAuditLog, courses, liveMedia, liveReminders, liveSessions, messages, users } from "../../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";
import { sendDueReminders } from "../../live/live-reminders";
import type { PublishConnection } from "../rtmp-ingest";

let t: TestServer;
let editor: string;
let admin: string;
let learner: string;
let vip: string;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, form?: Record<string, string>, token = editor) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

// the test clock starts at 2026-11-20 10:00 Beijing
const SESSION = {
  title: "控制台直播：年终汇算清缴要点",
  lecturerId: "1",
  startTime: "2026-11-21T19:30",
  endTime: "2026-11-21T21:00",
  description: "讲清年度汇算的常见问题。",
  image: "",
  courseId: "0",
};

const auditRows = (action: string, target: string) =>
  t.server.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.target, target)))
    .orderBy(desc(adminAuditLog.id));

const keyOf = async (id: number) =>
  (await t.server.db.select().from(liveMedia).where(eq(liveMedia.liveId, id)))[0]!.streamKey;

const userId = async (phone: string) =>
  (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, phone)))[0]!.id;

beforeAll(async () => {
  t = await startTestServer();
  editor = await loginAs(t.app, "13800000011");
  admin = await loginAs(t.app, "13800000010");
  learner = await loginAs(t.app, DEMO.plain);
  vip = await loginAs(t.app, DEMO.vip);
});
afterAll(() => t.close());

describe("live sessions in the console", () => {
  let id: number;

  it("offers lecturers, the seeded covers and paid courses", async () => {
    const { data } = await api("GET", "/api/admin/lives/options");
    expect(data.lecturers.length).toBeGreaterThan(3);
    expect(data.covers[0]).toBe("/media/lives/7001.svg");
    expect(data.covers.every((c: string) => c.startsWith("/media/lives/"))).toBe(true);
    expect(data.courses.length).toBeGreaterThan(0);
  });

  it("creates a session: not started, default cover, a media row with a fresh key, an audit row without the key", async () => {
    const saved = await api("POST", "/api/admin/lives/save", SESSION);
    expect(saved).toMatchObject({ status: 200, msg: "直播已创建" });
    id = saved.data.id;
    expect(saved.data).toMatchObject({
      title: SESSION.title,
      lecturerId: 1,
      status: 0,
      phase: "notStarted",
      startTime: "2026-11-21T11:30:00.000Z",
      endTime: "2026-11-21T13:00:00.000Z",
      image: "/media/lives/7001.svg",
      courseId: null,
      bookings: 0,
    });
    expect(JSON.stringify(saved)).not.toContain("streamKey");
    const key = await keyOf(id);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await auditRows("adminLiveSave", `live:${id}`);
    expect(row).toMatchObject({ outcome: "ok", before: null });
    expect(JSON.stringify(row!.after)).not.toContain(key);
    expect((row!.after as { media: { streamKey: string } }).media.streamKey).toBe(`…${key.slice(-4)}`);
  });

  it("lists sessions latest start first, searched by title and filtered by status", async () => {
    const all = await api("GET", "/api/admin/lives?pageSize=100");
    const starts = all.data.list.map((l: { startTime: string }) => l.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(all.data.total).toBe(13);
    const found = await api("GET", `/api/admin/lives?keyword=${encodeURIComponent("年终汇算")}`);
    expect(found.data.list.map((l: { id: number }) => l.id)).toEqual([id]);
    const upcoming = await api("GET", "/api/admin/lives?phase=notStarted&pageSize=100");
    expect(upcoming.data.list.every((l: { phase: string }) => l.phase === "notStarted")).toBe(true);
    expect(upcoming.data.total).toBe(7);
    const ended = await api("GET", "/api/admin/lives?phase=ended&pageSize=100");
    const replay = await api("GET", "/api/admin/lives?phase=replay&pageSize=100");
    expect(ended.data.total + replay.data.total).toBe(6);
    const page2 = await api("GET", "/api/admin/lives?page=2&pageSize=10");
    expect(page2.data.list).toHaveLength(3);
    expect(await api("GET", "/api/admin/lives?phase=soon")).toMatchObject({
      status: 400,
      msg: "状态：只能是 未开始、直播中、已结束 或 回放",
    });
  });

  it("shows the key to the console only, audits each look, and never to learners or visitors", async () => {
    const shown = await api("GET", `/api/admin/lives/${id}/key`);
    const key = await keyOf(id);
    expect(shown.data).toEqual({ id, rtmpUrl: t.server.live.rtmpUrl, streamKey: key, publishing: false });
    expect((await auditRows("adminLiveKey", `live:${id}`)).length).toBe(1);
    const pages = [
      await call(t.app, "GET", "/api/live/list?pageSize=100"),
      await call(t.app, "GET", "/api/live/list?pageSize=100&status=0", { token: learner }),
      await call(t.app, "GET", `/api/live/detail/${id}`),
      await call(t.app, "GET", `/api/live/detail/${id}`, { token: learner }),
      await call(t.app, "GET", `/api/admin/lives?pageSize=100`, { token: editor }),
      await call(t.app, "GET", `/api/admin/audit?pageSize=100`, { token: admin }),
    ];
    for (const page of pages) {
      expect(page.body.status).toBe(200);
      expect(JSON.stringify(page.body)).not.toContain(key);
    }
    expect((await api("GET", "/api/admin/lives/999999/key")).status).toBe(404);
    expect((await api("GET", `/api/admin/lives/${id}/key`, undefined, learner)).status).toBe(403);
  });

  it("rotates the key: the old one is refused at the next publish; refused while on air", async () => {
    const old = await keyOf(id);
    const rotated = await api("POST", `/api/admin/lives/${id}/rotateKey`);
    expect(rotated).toMatchObject({ status: 200, msg: "推流密钥已更换，旧密钥已失效" });
    expect(rotated.data.streamKey).not.toBe(old);
    expect(await keyOf(id)).toBe(rotated.data.streamKey);
    const [row] = await auditRows("adminLiveRotateKey", `live:${id}`);
    expect(row).toMatchObject({ before: { streamKey: `…${old.slice(-4)}` }, after: { streamKey: expect.any(String) } });
    // a publish with the old key: the ingest closes it and the session stays not started
    const close = vi.fn();
    const connection = {
      id: "c1",
      streamKey: old,
      remoteAddress: "127.0.0.1",
      attach: () => () => {},
      close,
      onClose: () => {},
    } satisfies PublishConnection;
    await t.server.live.publish(connection);
    expect(close).toHaveBeenCalled();
    expect(t.server.live.isPublishing(id)).toBe(false);
    // on air: the key stays (a reconnect mid-class would otherwise fail)
    const onAir = vi.spyOn(t.server.live, "isPublishing").mockReturnValue(true);
    try {
      const refused = await api("POST", `/api/admin/lives/${id}/rotateKey`);
      expect(refused).toMatchObject({ status: 409, msg: "直播进行中，请先停止推流再更换推流密钥" });
      expect(await keyOf(id)).toBe(rotated.data.streamKey);
    } finally {
      onAir.mockRestore();
    }
    expect((await api("POST", "/api/admin/lives/999999/rotateKey")).status).toBe(404);
  });

  it("moving a booked session tells each booker in the change's transaction and reminds at the new time", async () => {
    for (const token of [learner, vip]) {
      expect((await call(t.app, "POST", "/api/live/book", { form: { id: String(id) }, token })).body.status).toBe(200);
    }
    const listed = await api("GET", `/api/admin/lives?keyword=${encodeURIComponent("年终汇算")}`);
    expect(listed.data.list[0].bookings).toBe(2);
    // the 30-minute reminder of the old time went out already
    t.advance(33 * 3_600_000 + 5 * 60_000); // 2026-11-21 19:05 Beijing
    expect(await sendDueReminders(t.server)).toBe(2);
    const moved = await api("POST", "/api/admin/lives/save", {
      ...SESSION,
      id: String(id),
      startTime: "2026-11-22T20:00",
      endTime: "2026-11-22T21:30",
    });
    expect(moved).toMatchObject({ status: 200, msg: "已保存，已通知 2 位预约学员新的开播时间" });
    for (const phone of [DEMO.plain, DEMO.vip]) {
      const [message] = await t.server.db
        .select()
        .from(messages)
        .where(eq(messages.userId, await userId(phone)))
        .orderBy(desc(messages.id))
        .limit(1);
      expect(message).toMatchObject({
        type: 2,
        title: "直播时间调整",
        content: `您预约的直播「${SESSION.title}」开播时间由 2026-11-21 19:30 调整为 2026-11-22 20:00，请留意。`,
        link: `/liveDetail?id=${id}`,
      });
    }
    expect(
      await t.server.db
        .select()
        .from(liveReminders)
        .where(and(eq(liveReminders.liveId, id), eq(liveReminders.kind, "soon"))),
    ).toEqual([]);
    const [audit] = await auditRows("adminLiveSave", `live:${id}`);
    expect(audit).toMatchObject({
      before: { session: { startTime: "2026-11-21T11:30:00.000Z" } },
      after: { session: { startTime: "2026-11-22T12:00:00.000Z" }, told: 2 },
    });
    // nothing is due at the old time; 25 minutes before the new one both hear it again
    expect(await sendDueReminders(t.server)).toBe(0);
    t.advance(24 * 3_600_000 + 30 * 60_000); // 2026-11-22 19:35 Beijing
    expect(await sendDueReminders(t.server)).toBe(2);
    // an edit that keeps the start tells nobody
    const renamed = await api("POST", "/api/admin/lives/save", {
      ...SESSION,
      id: String(id),
      title: "控制台直播：年终汇算清缴要点（更新）",
      startTime: "2026-11-22T20:00",
      endTime: "2026-11-22T21:30",
    });
    expect(renamed).toMatchObject({ status: 200, msg: "已保存" });
  });

  it("a learner's list shows the change at once (cache cleared)", async () => {
    const list = await call<{ list: { id: number; title: string; startTime: string }[] }>(
      t.app,
      "GET",
      "/api/live/list?pageSize=100",
    );
    expect(list.body.data.list.find((l) => l.id === id)).toMatchObject({
      title: "控制台直播：年终汇算清缴要点（更新）",
      startTime: "2026-11-22T12:00:00.000Z",
    });
  });

  it("a started or ended session keeps its schedule (409) but other fields may change", async () => {
    for (const status of [1, 2]) {
      await t.server.db.update(liveSessions).set({ status }).where(eq(liveSessions.id, id));
      const moved = await api("POST", "/api/admin/lives/save", {
        ...SESSION,
        id: String(id),
        startTime: "2026-11-23T20:00",
        endTime: "2026-11-23T21:30",
      });
      expect(moved).toMatchObject({ status: 409, msg: "直播已开始或已结束，不能再修改开始或结束时间" });
      const endOnly = await api("POST", "/api/admin/lives/save", {
        ...SESSION,
        id: String(id),
        startTime: "2026-11-22T20:00",
        endTime: "2026-11-22T22:00",
      });
      expect(endOnly.status).toBe(409);
    }
    const described = await api("POST", "/api/admin/lives/save", {
      ...SESSION,
      id: String(id),
      description: "回放已上线。",
      startTime: "2026-11-22T20:00",
      endTime: "2026-11-22T21:30",
    });
    expect(described).toMatchObject({ status: 200, data: { description: "回放已上线。", phase: "ended" } });
    expect((await api("POST", "/api/admin/lives/save", { ...SESSION, id: "999999" })).status).toBe(404);
  });

  it("limits watching to a paid course's buyers and VIPs", async () => {
    const { data } = await api("GET", "/api/admin/lives/options");
    const course = data.courses[0] as { id: number; name: string };
    const saved = await api("POST", "/api/admin/lives/save", {
      ...SESSION,
      title: "控制台直播：仅限购课学员",
      startTime: "2026-11-30T19:30",
      endTime: "2026-11-30T20:30",
      courseId: String(course.id),
      image: "/media/lives/7003.svg",
    });
    expect(saved.data).toMatchObject({ courseId: course.id, courseTitle: course.name, image: "/media/lives/7003.svg" });
    const detail = await call<{ access: string }>(t.app, "GET", `/api/live/detail/${saved.data.id}`);
    expect(detail.body.data.access).toBe("paid");
  });
});

describe("the live form refuses bad input with a 400 naming the field", () => {
  // the clock has moved on in the tests above: a base far ahead
  const BASE = { ...SESSION, startTime: "2026-12-10T19:30", endTime: "2026-12-10T21:00" };
  const cases: [string, Record<string, string>, string][] = [
    ["a one-character title", { title: "直" }, "直播标题：请填写 2–60 个字"],
    ["a 61-character title", { title: "直".repeat(61) }, "直播标题：请填写 2–60 个字"],
    ["no lecturer", { lecturerId: "0" }, "主讲人：请选择主讲人"],
    ["an unknown lecturer", { lecturerId: "99999" }, "主讲人：所选讲师不存在"],
    ["a start without time", { startTime: "2026-11-21" }, "开始时间：请按 YYYY-MM-DDTHH:mm 填写北京时间"],
    ["an impossible start day", { startTime: "2026-02-30T10:00" }, "开始时间：请按 YYYY-MM-DDTHH:mm 填写北京时间"],
    ["a bad end", { endTime: "明天" }, "结束时间：请按 YYYY-MM-DDTHH:mm 填写北京时间"],
    ["an end equal to the start", { endTime: "2026-12-10T19:30" }, "结束时间：须晚于开始时间"],
    ["an end before the start", { endTime: "2026-12-10T19:29" }, "结束时间：须晚于开始时间"],
    ["a session over 12 hours", { endTime: "2026-12-11T07:31" }, "结束时间：一场直播最长 12 小时"],
    ["a start in the past", { startTime: "2026-11-20T10:00", endTime: "2026-11-20T11:00" }, "开始时间：须晚于当前时间"],
    ["a 1001-character description", { description: "述".repeat(1001) }, "直播简介：最多 1000 个字"],
    ["a cover from elsewhere", { image: "https://evil.example/x.png" }, "封面：请从已有的直播封面中选择"],
    ["a negative course", { courseId: "-1" }, "观看权限：课程编号不正确"],
    ["an unknown course", { courseId: "999999" }, "观看权限：所选课程不存在"],
  ];
  for (const [name, change, msg] of cases) {
    it(name, async () => {
      const before = await t.server.db.select({ id: liveSessions.id }).from(liveSessions);
      expect(await api("POST", "/api/admin/lives/save", { ...BASE, ...change })).toMatchObject({
        status: 400,
        msg,
      });
      expect(await t.server.db.select({ id: liveSessions.id }).from(liveSessions)).toHaveLength(before.length);
    });
  }

  it("a 12-hour session and a start one minute ahead are accepted", async () => {
    const now = t.now();
    const beijing = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
    const start = new Date(now.getTime() + 60_000);
    const saved = await api("POST", "/api/admin/lives/save", {
      ...BASE,
      title: "控制台直播：边界",
      startTime: beijing(start),
      endTime: beijing(new Date(start.getTime() + 12 * 3_600_000)),
    });
    expect(saved.status).toBe(200);
  });

  it("a free course cannot gate a session", async () => {
    const [free] = await t.server.db
      .select({ id: courses.id })
      .from(courses)
      .where(sql`${courses.price}::numeric = 0`)
      .limit(1);
    expect(free).toBeDefined();
    expect(await api("POST", "/api/admin/lives/save", { ...BASE, courseId: String(free!.id) })).toMatchObject({
      status: 400,
      msg: "观看权限：所选课程为免费课程，请选择付费课程或“所有人可看”",
    });
  });
});
