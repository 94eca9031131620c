import { LIVE_REMINDER_LEAD_MS, MESSAGE_TYPES } from "@taxlearn/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveBookings, liveSessions, messages, users } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { notifyLiveStarted, sendDueReminders } from "./live-reminders";

// Booking reminders with the test server's clock: 30 minutes before the start, exactly once, never for a cancelled
// booking or a session already started; and when a session goes live. Booking and cancelling stay idempotent.

let t: TestServer;
let learner: string;
let other: string;
let learnerId: number;
let otherId: number;
let soon: number;
let cancelled: number;
let started: number;
const MINUTE = 60_000;

const remindersOf = async (userId: number, liveId: number) =>
  (
    await t.server.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.link, `/liveDetail?id=${liveId}`)))
  ).map((m) => ({ type: m.type, title: m.title }));
const book = (token: string, id: number) =>
  call<{ scheduled: number }>(t.app, "POST", "/api/live/book", { token, form: { id: String(id) } });
const cancel = (token: string, id: number) =>
  call<{ scheduled: number }>(t.app, "POST", "/api/live/cancel", { token, form: { id: String(id) } });
const idOf = async (mobile: string) =>
  (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;

beforeAll(async () => {
  t = await startTestServer();
  learner = await loginAs(t.app, DEMO.plain);
  other = await loginAs(t.app, DEMO.vip);
  learnerId = await idOf(DEMO.plain);
  otherId = await idOf(DEMO.vip);
  const ids = (await t.server.db.select({ id: liveSessions.id }).from(liveSessions).orderBy(liveSessions.id)).map(
    (r) => r.id,
  );
  [soon, cancelled, started] = [ids[0]!, ids[1]!, ids[2]!];
  // every seeded session far in the future, so only these three matter; all three start in an hour
  await t.server.db.update(liveSessions).set({ status: 0, startTime: new Date(t.now().getTime() + 1000 * 86_400_000) });
  for (const id of [soon, cancelled, started]) {
    await t.server.db
      .update(liveSessions)
      .set({ startTime: new Date(t.now().getTime() + 60 * MINUTE) })
      .where(eq(liveSessions.id, id));
  }
  await t.server.db.delete(liveBookings);
});
afterAll(async () => {
  await t?.close();
});

describe("booking and cancelling", () => {
  it("are idempotent and answer the state", async () => {
    expect((await book(learner, soon)).body).toMatchObject({ status: 200, data: { scheduled: 1 }, msg: "预约成功" });
    expect((await book(learner, soon)).body).toMatchObject({ status: 200, data: { scheduled: 1 } });
    expect((await cancel(learner, soon)).body).toMatchObject({
      status: 200,
      data: { scheduled: 0 },
      msg: "已取消预约",
    });
    expect((await cancel(learner, soon)).body).toMatchObject({ status: 200, data: { scheduled: 0 } });
    expect((await book(learner, soon)).body).toMatchObject({ data: { scheduled: 1 } });
  });

  it("needs a login, an existing session, and a session that has not started", async () => {
    expect((await call(t.app, "POST", "/api/live/cancel", { form: { id: String(soon) } })).body.status).toBe(401);
    expect((await cancel(learner, 999999)).body).toMatchObject({ status: 404, msg: "直播不存在" });
    expect((await cancel(learner, 0)).body.status).toBe(400);
    await t.server.db.update(liveSessions).set({ status: 2 }).where(eq(liveSessions.id, started));
    expect((await book(learner, started)).body.msg).toContain("直播已结束");
    expect((await cancel(learner, started)).body).toMatchObject({ status: 409 });
    await t.server.db.update(liveSessions).set({ status: 0 }).where(eq(liveSessions.id, started));
  });

  it("learner B's cancel never touches learner A's booking", async () => {
    await cancel(other, soon);
    const rows = await t.server.db.select().from(liveBookings).where(eq(liveBookings.liveId, soon));
    expect(rows.map((r) => r.userId)).toEqual([learnerId]);
  });
});

describe("the 30-minute reminder", () => {
  it("goes out once at T-30 to booked learners, not for cancelled bookings or started sessions", async () => {
    await book(other, soon);
    await book(learner, cancelled);
    await cancel(learner, cancelled);
    await book(learner, started);
    // 31 minutes before: nothing yet
    t.advance(29 * MINUTE);
    expect(await sendDueReminders(t.server)).toBe(0);
    // the session `started` goes live early: no "starts soon" for it
    await t.server.db.update(liveSessions).set({ status: 1 }).where(eq(liveSessions.id, started));
    t.advance(MINUTE);
    expect(60 * MINUTE - 30 * MINUTE).toBe(LIVE_REMINDER_LEAD_MS);
    expect(await sendDueReminders(t.server)).toBe(2);
    expect(await remindersOf(learnerId, soon)).toEqual([{ type: MESSAGE_TYPES.course.value, title: "直播即将开始" }]);
    expect(await remindersOf(otherId, soon)).toHaveLength(1);
    expect(await remindersOf(learnerId, cancelled)).toEqual([]);
    expect(await remindersOf(learnerId, started)).toEqual([]);
    // later rounds (another process, a restart: the state is in the database) send nothing again
    t.advance(MINUTE);
    expect(await sendDueReminders(t.server)).toBe(0);
    const [again] = await Promise.all([sendDueReminders(t.server), sendDueReminders(t.server)]);
    expect(again).toBe(0);
    expect(await remindersOf(learnerId, soon)).toHaveLength(1);
  });

  it("a second server on the same database sends nothing twice", async () => {
    if (!t.databaseUrl) return;
    const second = await startTestServer({ shareDatabaseOf: t });
    try {
      await book(learner, cancelled);
      second.advance(t.now().getTime() - second.now().getTime());
      const [a, b] = await Promise.all([sendDueReminders(t.server), sendDueReminders(second.server)]);
      expect(a + b).toBe(1);
      expect(await remindersOf(learnerId, cancelled)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe("notifyLiveStarted", () => {
  it("tells each booked learner once, inside the caller's transaction", async () => {
    await t.server.db.transaction(async (tx) => {
      await tx.update(liveSessions).set({ status: 1 }).where(eq(liveSessions.id, soon));
      expect(await notifyLiveStarted(tx, soon)).toBe(2);
    });
    expect((await remindersOf(learnerId, soon)).map((m) => m.title)).toEqual(["直播即将开始", "直播已开始"]);
    await t.server.db.transaction(async (tx) => {
      expect(await notifyLiveStarted(tx, soon)).toBe(0);
    });
    // a rolled-back status change leaves no message
    await expect(
      t.server.db.transaction(async (tx) => {
        await notifyLiveStarted(tx, started);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await remindersOf(learnerId, started)).toEqual([]);
    expect(await t.server.db.transaction((tx) => notifyLiveStarted(tx, 999999))).toBe(0);
  });
});
