import type { LiveHeartbeatData } from "@taxlearn/api";
import { type CreditsSummary, LIVE_STATUS, studyHours } from "@taxlearn/core";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueLogin } from "../../auth/sessions";
import { courses, creditEntries, liveMedia, liveSessions, users } from "../../db/schema";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { creditLiveSessionAttendance } from "./live-attendance";

let t: TestServer;
let learner: string;
let learnerId: number;
let other: string;
let otherId: number;

const report = (token: string | null, liveId: number, kind: "start" | "beat" | "stop", device = "laptop-aaaa") =>
  call<LiveHeartbeatData>(t.app, "POST", `/api/credits/live/${liveId}/heartbeat`, {
    ...(token ? { token } : {}),
    form: { deviceId: device, kind },
  });

/** Starts playing, beats every 20 s and stops after `seconds` (the server's clock moves with it). */
async function watch(token: string, liveId: number, seconds: number, device?: string) {
  expect((await report(token, liveId, "start", device)).body.status).toBe(200);
  let vouched = 0;
  for (let at = 0; at < seconds; at += 20) {
    const step = Math.min(20, seconds - at);
    t.advance(step * 1000);
    const kind = at + step >= seconds ? "stop" : "beat";
    const { body } = await report(token, liveId, kind, device);
    expect(body.status).toBe(200);
    vouched += body.data.attendedSeconds;
  }
  return vouched;
}

/** Puts a seeded upcoming session live as the ingest would (status 1, the moment it went live). */
async function goLive(liveId: number, wentLiveAt = t.now()) {
  await t.server.db.update(liveSessions).set({ status: LIVE_STATUS.live }).where(eq(liveSessions.id, liveId));
  await t.server.db
    .insert(liveMedia)
    .values({ liveId, streamKey: `test-key-${liveId}-${Date.now()}`, wentLiveAt })
    .onConflictDoUpdate({ target: liveMedia.liveId, set: { wentLiveAt } });
}

const liveRows = (liveId: number) =>
  t.server.db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.liveId, liveId), eq(creditEntries.source, "live")));

const summary = (token: string) => call<CreditsSummary>(t.app, "GET", "/api/credits/summary", { token });

beforeAll(async () => {
  t = await startTestServer();
  const newLearner = async (mobile: string, username: string) => {
    const [user] = await t.server.db.insert(users).values({ mobile, username, createdAt: t.now() }).returning();
    return { id: user!.id, token: (await issueLogin(t.server, user!, null)).token };
  };
  ({ id: learnerId, token: learner } = await newLearner("13900000031", "直播学员甲"));
  ({ id: otherId, token: other } = await newLearner("13900000032", "直播学员乙"));
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe("the live room's reports", () => {
  it("need a login, a session the learner may watch, and the session live", async () => {
    expect((await report(null, 7001, "start")).body.status).toBe(401);
    expect((await report(learner, 999_999, "start")).body.status).toBe(404);
    const early = await report(learner, 7001, "start");
    expect(early.body).toMatchObject({ status: 409, msg: "直播未开始，暂不计入学时" });
    const replay = await report(learner, 7010, "start");
    expect(replay.body).toMatchObject({ status: 409, msg: "直播已结束，不再计入学时" });
    const bad = await call(t.app, "POST", "/api/credits/live/7001/heartbeat", {
      token: learner,
      form: { deviceId: "laptop-aaaa", kind: "pause" },
    });
    expect(bad.body.status).toBe(400);
    // a session for a paid course's buyers: a learner who has not bought it is refused
    const [paid] = await t.server.db.select({ id: courses.id }).from(courses).where(sql`${courses.price} <> '0.00'`);
    await goLive(7006);
    await t.server.db.update(liveMedia).set({ courseId: paid!.id }).where(eq(liveMedia.liveId, 7006));
    expect((await report(learner, 7006, "start")).body.status).toBe(403);
  });
});

describe("crediting a session's attendance when it ends", () => {
  it("credits the attended seconds once, a second device at the same time adding nothing", async () => {
    await goLive(7002);
    // the learner watches 100 s on a laptop, a phone playing the same 60 s of it alongside
    expect((await report(learner, 7002, "start", "laptop-aaaa")).body.data.attendedSeconds).toBe(0);
    await report(learner, 7002, "start", "phone-bbbbb");
    for (let i = 0; i < 3; i++) {
      t.advance(20_000);
      await report(learner, 7002, "beat", "laptop-aaaa");
      expect((await report(learner, 7002, "beat", "phone-bbbbb")).body.data.attendedSeconds).toBe(20);
    }
    await report(learner, 7002, "stop", "phone-bbbbb");
    t.advance(40_000);
    expect((await report(learner, 7002, "stop", "laptop-aaaa")).body.data.attendedSeconds).toBe(40);
    // another learner pauses for two minutes in between: the pause earns nothing
    await goLive(7002, new Date(t.now().getTime() - 100_000));
    expect(await watch(other, 7002, 30)).toBe(30);
    t.advance(120_000);
    expect(await watch(other, 7002, 25)).toBe(25);
    // a beat after a long silence (a lost stop, a closed lid) anchors again and earns nothing
    t.advance(60_000);
    expect((await report(other, 7002, "beat")).body.data.attendedSeconds).toBe(0);

    expect(await liveRows(7002)).toEqual([]);
    expect(await t.server.live.reconcile()).toContain(7002);
    const rows = await liveRows(7002);
    expect(rows.map((r) => [r.userId, r.seconds, r.category]).toSorted()).toEqual(
      [
        [learnerId, 100, "公需科目"],
        [otherId, 55, "公需科目"],
      ].toSorted(),
    );
    // processing the end again (another process, a retry) credits nothing more
    await t.server.live.reconcile();
    await t.server.db.transaction((tx) =>
      creditLiveSessionAttendance(tx, 7002, { wentLiveAt: new Date(0), endedAt: t.now() }),
    );
    expect(await liveRows(7002)).toHaveLength(2);
    // reports after the end are refused, and earn nothing
    expect((await report(learner, 7002, "beat", "laptop-aaaa")).body.status).toBe(409);
  });

  it("clips attendance to the time the session was live", async () => {
    await goLive(7003);
    expect(await watch(learner, 7003, 60)).toBe(60);
    // the session counts as live from 15 s into the learner's watching (its start as the ingest recorded it)
    await t.server.db
      .update(liveMedia)
      .set({ wentLiveAt: new Date(t.now().getTime() - 45_000) })
      .where(eq(liveMedia.liveId, 7003));
    await t.server.live.reconcile();
    expect((await liveRows(7003)).map((r) => r.seconds)).toEqual([45]);
  });

  it("lists the session with its hours in the learner's 学时档案", async () => {
    await goLive(7004);
    const seconds = 45 * 60;
    expect(await watch(learner, 7004, seconds)).toBe(seconds);
    await t.server.live.reconcile();
    const { body } = await summary(learner);
    const item = body.data.items.find((i) => i.source === "live" && i.id === 7004);
    expect(item).toMatchObject({ category: "公需科目", hours: studyHours(seconds, t.server.credits.minutesPerHour) });
    expect(item?.hours).toBe(1);
    const [liveSession] = await t.server.db.select().from(liveSessions).where(eq(liveSessions.id, 7004));
    expect(item?.title).toBe(liveSession?.title);
  });
});
