import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, liveMedia, liveSessions, users } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { replaySeconds, sampleReplayUrl } from "../video/sample-lectures/sample-replay";
import { hasPurchased } from "../video/video.repo";

let t: TestServer;
let learner: string;
let vip: string;
let lecturer: string;
let otherLecturer: string;

interface Detail {
  id: number;
  title: string;
  status: number;
  startTime: string | null;
  description: string;
  lecturer: { id: number; nickname: string } | null;
  playback: { kind: string; url: string; duration: number | null; resumeAt: number } | null;
  lockedReason: string | null;
  access: string;
}
const detail = (id: number | string, token?: string) =>
  call<Detail>(t.app, "GET", `/api/live/detail/${id}`, token ? { token } : {});

beforeAll(async () => {
  t = await startTestServer();
  learner = await loginAs(t.app, DEMO.plain);
  vip = await loginAs(t.app, DEMO.vip);
  lecturer = await loginAs(t.app, "13900000101");
  otherLecturer = await loginAs(t.app, "13900000102");
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/live/detail/:id", () => {
  it("shows an upcoming session with its lecturer card, description and start time, and nothing to play", async () => {
    const { body } = await detail(7001);
    expect(body.status).toBe(200);
    const [row] = await t.server.db.select().from(liveSessions).where(eq(liveSessions.id, 7001));
    expect(body.data).toMatchObject({
      id: 7001,
      title: row!.title,
      status: 0,
      startTime: row!.startTime.toISOString(),
      lecturer: { id: 1, nickname: row!.lecturerName },
      playback: null,
      lockedReason: null,
      access: "free",
    });
    expect(body.data.description).toContain(row!.title);
  });

  it("plays a seeded replay of its own, as long as its narration of the session's title", async () => {
    const { body } = await detail(7007, learner);
    expect(body.data.status).toBe(2);
    const duration = replaySeconds({ title: body.data.title, lecturerName: body.data.lecturer!.nickname });
    expect(duration).toBeGreaterThan(12);
    expect(body.data.playback).toMatchObject({ kind: "replay", duration, resumeAt: 0 });
    expect(body.data.playback!.url).toBe(sampleReplayUrl(7007));
  });

  it("answers 404 with a Chinese message for an unknown session and 400 for a malformed id", async () => {
    expect((await detail(999_999)).body).toMatchObject({ status: 404, success: false, msg: "直播不存在" });
    expect((await detail("abc")).body).toMatchObject({ status: 400, msg: "参数格式不正确：id" });
  });

  it("marks the learner's own booking only", async () => {
    await call(t.app, "POST", "/api/live/book", { form: { id: "7002" }, token: learner });
    expect((await detail(7002, learner)).body.data).toMatchObject({ status: 0 });
    expect((await detail(7002, learner)).body.data).toHaveProperty("scheduled", 1);
    expect((await detail(7002, vip)).body.data).toHaveProperty("scheduled", 0);
  });
});

describe("a session for buyers and VIPs", () => {
  const id = 7008;
  beforeAll(async () => {
    // a paid course the plain learner has not bought
    const [plain] = await t.server.db.select().from(users).where(eq(users.mobile, DEMO.plain));
    const paid = (await t.server.db.select().from(courses)).filter((c) => Number(c.price) > 0);
    let course = paid[0]!;
    for (const c of paid) {
      if (!(await hasPurchased(t.server.db, plain!.id, c.id))) {
        course = c;
        break;
      }
    }
    await t.server.db
      .update(liveMedia)
      .set({ courseId: course.id, replayUrl: `/media/live/${id}/replay.m3u8`, replaySeconds: 4 })
      .where(eq(liveMedia.liveId, id));
    const dir = t.server.live.sessionDir(id);
    mkdirSync(join(dir, "p1"), { recursive: true });
    writeFileSync(join(dir, "p1", "seg-00000.ts"), Buffer.alloc(188, 0x47));
    writeFileSync(
      join(dir, "replay.m3u8"),
      "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:4.000,\np1/seg-00000.ts\n#EXT-X-ENDLIST\n",
    );
  });

  it("tells a visitor to log in and a learner without VIP or purchase why, with nothing to play", async () => {
    expect((await detail(id)).body.data).toMatchObject({
      access: "paid",
      playback: null,
      lockedReason: "请登录后观看",
    });
    expect((await detail(id, learner)).body.data).toMatchObject({
      playback: null,
      lockedReason: "该直播仅限VIP会员或已购课程的学员观看",
    });
    const progress = await call(t.app, "POST", "/api/live/replay/progress", {
      form: { id: String(id), position: "1" },
      token: learner,
    });
    expect(progress.body).toMatchObject({ status: 403 });
  });

  it("gives a VIP a token-bound playlist whose segments carry the token; without it the media is refused", async () => {
    const { body } = await detail(id, vip);
    expect(body.data.lockedReason).toBeNull();
    const url = body.data.playback!.url;
    expect(url).toMatch(/^\/media\/live\/7008\/replay\.m3u8\?t=/);
    const playlist = await (await t.app.request(url)).text();
    const segment = playlist.split("\n").find((l) => l.startsWith("p1/"))!;
    expect(segment).toContain("?t=");
    expect((await t.app.request(`/media/live/${id}/${segment}`)).status).toBe(200);
    expect((await t.app.request(`/media/live/${id}/p1/seg-00000.ts`)).status).toBe(403);
    expect((await t.app.request(`/media/live/${id}/replay.m3u8`)).status).toBe(403);
    // a token for another session opens nothing here
    const other = new URL(`http://x${url}`).searchParams.get("t")!;
    expect((await t.app.request(`/media/live/7009/replay.m3u8?t=${encodeURIComponent(other)}`)).status).not.toBe(200);
  });

  it("refuses paths outside the session's media", async () => {
    for (const path of ["../../etc/passwd", "p1/../../x.ts", "p1/seg-1.mp4"]) {
      expect((await t.app.request(`/media/live/7007/${path}`)).status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe("the studio", () => {
  it("shows its presenter the RTMP address, the key, status and viewers; rotation changes the key", async () => {
    const { body } = await call<{ streamKey: string; rtmpUrl: string; status: number; viewers: number }>(
      t.app,
      "GET",
      "/api/live/studio/7001",
      { token: lecturer },
    );
    expect(body).toMatchObject({ status: 200, data: { status: 0, viewers: 0, publishing: false } });
    expect(body.data.streamKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const rotated = await call<{ streamKey: string }>(t.app, "POST", "/api/live/studio/rotateKey", {
      form: { id: "7001" },
      token: lecturer,
    });
    expect(rotated.body.data.streamKey).not.toBe(body.data.streamKey);
    const [media] = await t.server.db.select().from(liveMedia).where(eq(liveMedia.liveId, 7001));
    expect(media!.streamKey).toBe(rotated.body.data.streamKey);
  });

  it("refuses learners, other lecturers and visitors, and their rotation changes nothing", async () => {
    const [before] = await t.server.db.select().from(liveMedia).where(eq(liveMedia.liveId, 7001));
    expect((await call(t.app, "GET", "/api/live/studio/7001", { token: learner })).body).toMatchObject({
      status: 403,
      msg: "仅主讲讲师可以进入直播间后台",
      data: null,
    });
    expect((await call(t.app, "GET", "/api/live/studio/7001", { token: otherLecturer })).body).toMatchObject({
      status: 403,
      msg: "您不是该直播的主讲讲师，无法进入直播间后台",
    });
    expect((await call(t.app, "GET", "/api/live/studio/7001")).body.status).toBe(401);
    for (const token of [learner, otherLecturer]) {
      const r = await call(t.app, "POST", "/api/live/studio/rotateKey", { form: { id: "7001" }, token });
      expect(r.body.status).toBe(403);
    }
    const [after] = await t.server.db.select().from(liveMedia).where(eq(liveMedia.liveId, 7001));
    expect(after!.streamKey).toBe(before!.streamKey);
    expect((await call(t.app, "GET", "/api/live/studio/999999", { token: lecturer })).body.status).toBe(404);
  });
});

describe("POST /api/live/replay/progress", () => {
  it("clamps to the replay's length, keeps learners apart, and refuses sessions without a replay", async () => {
    const save = (id: string, position: string, token: string) =>
      call<{ position: number }>(t.app, "POST", "/api/live/replay/progress", { form: { id, position }, token });
    const length = (await detail(7007, learner)).body.data.playback!.duration;
    expect((await save("7007", "999", learner)).body.data.position).toBe(length);
    expect((await detail(7007, learner)).body.data.playback!.resumeAt).toBe(length);
    expect((await detail(7007, vip)).body.data.playback!.resumeAt).toBe(0);
    expect((await save("7001", "1", learner)).body).toMatchObject({ status: 409, msg: "该直播暂无回放" });
    expect((await save("7007", "-1", learner)).body.status).toBe(400);
    expect((await save("7007", "abc", learner)).body).toMatchObject({ status: 400, msg: "参数格式不正确：position" });
    expect(
      (await call(t.app, "POST", "/api/live/replay/progress", { form: { id: "7007", position: "1" } })).body.status,
    ).toBe(401);
  });
});
