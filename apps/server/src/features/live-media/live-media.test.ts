import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveMedia, liveSessions, messages } from "../../db/schema";
import { freeLoopbackPort } from "../../testing/spawned-server";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { startLiveIngest } from "./live-ingest";
import { ensureMedia } from "./live-media.repo";
import { publishTestPattern, stopPublisher, waitFor } from "./live-media.testing";
import { LiveRuntime } from "./live-runtime";
import type { RtmpIngest } from "./rtmp-ingest";

// Real ffmpeg publishers against the real ingest: status transitions, keys, reconnect grace, replay, crashes.
// PGlite and PostgreSQL runs use different RTMP ports, so both may run at once.
// a free port of this run, so that another run of this file (or anything else on the machine) cannot collide with it
let PORT: number;
const GRACE_MS = 2500;

let t: TestServer;
let ingest: RtmpIngest;
let lecturer: string;
let learner: string;
const publishers: ChildProcess[] = [];

interface Studio {
  id: number;
  status: number;
  rtmpUrl: string;
  streamKey: string;
  viewers: number;
  publishing: boolean;
}
interface Detail {
  status: number;
  playback: { kind: string; url: string; duration: number | null; resumeAt: number } | null;
}

const studio = async (id: number) =>
  (await call<Studio>(t.app, "GET", `/api/live/studio/${id}`, { token: lecturer })).body.data;
const detail = async (id: number, token?: string) =>
  (await call<Detail>(t.app, "GET", `/api/live/detail/${id}`, token ? { token } : {})).body.data;
const statusOf = async (id: number) =>
  (await t.server.db.select().from(liveSessions).where(eq(liveSessions.id, id)))[0]!.status;
/** Another lecturer's session: its key straight from the database. */
const ingestOf = async (id: number) => ({
  rtmpUrl: t.server.live.rtmpUrl,
  streamKey: (await ensureMedia(t.server.db, id)).streamKey,
});
const publish = (url: string) => {
  const child = publishTestPattern(url);
  publishers.push(child);
  return child;
};
const text = async (path: string) => {
  const response = await t.app.request(path);
  return { status: response.status, body: await response.text() };
};
const segmentCount = (playlist: string) => playlist.split("\n").filter((l) => l.startsWith("#EXTINF")).length;

beforeAll(async () => {
  t = await startTestServer();
  t.server.live.graceMs = GRACE_MS;
  PORT = Number(process.env.LIVE_TEST_RTMP_PORT ?? (await freeLoopbackPort()));
  ingest = await startLiveIngest(t.server, { port: PORT, host: "127.0.0.1" });
  lecturer = await loginAs(t.app, "13900000101");
  learner = await loginAs(t.app, DEMO.plain);
}, 60_000);
afterAll(async () => {
  await Promise.all(publishers.map(stopPublisher));
  await ingest?.stop();
  await t?.close();
});

describe("publishing to the ingest", () => {
  it("refuses a wrong key, logs it, and changes no session", async () => {
    const before = await t.server.db.select().from(liveSessions);
    const child = publish(`rtmp://127.0.0.1:${PORT}/live/not-a-key`);
    await waitFor("the refused publisher to exit", () => child.exitCode !== null);
    expect(t.errors.some((e) => e.includes("refused a publish with a wrong stream key"))).toBe(true);
    expect(await t.server.db.select().from(liveSessions)).toEqual(before);
  }, 30_000);

  it("goes live on publish, resumes within the grace, ends after it, and the recording becomes the replay", async () => {
    const id = 7001;
    expect(await statusOf(id)).toBe(0);
    const first = await studio(id);
    expect(first.rtmpUrl).toBe(`rtmp://127.0.0.1:${PORT}/live`);
    // a rotated key: the old one is refused from now on
    const rotated = (
      await call<Studio>(t.app, "POST", "/api/live/studio/rotateKey", { form: { id: String(id) }, token: lecturer })
    ).body;
    expect(rotated).toMatchObject({ status: 200, msg: "推流密钥已更换，旧密钥已失效" });
    expect(rotated.data.streamKey).not.toBe(first.streamKey);
    const old = publish(`${first.rtmpUrl}/${first.streamKey}`);
    await waitFor("the old key to be refused", () => old.exitCode !== null);
    expect(await statusOf(id)).toBe(0);

    // a learner's page subscribed to the status events counts as a viewer and hears 直播中
    const events = await t.app.request(`/api/live/events/${id}`);
    const reader = events.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toContain('"status":0');
    expect((await studio(id)).viewers).toBe(1);

    // a booked learner is told when the session goes live, with the change itself
    const booked = await call(t.app, "POST", "/api/live/book", { form: { id: String(id) }, token: learner });
    expect(booked.body.status).toBe(200);
    const publisher = publish(`${first.rtmpUrl}/${rotated.data.streamKey}`);
    expect(decoder.decode((await reader.read()).value)).toContain('"status":1');
    expect(await statusOf(id)).toBe(1);
    const told = await t.server.db.select().from(messages).where(eq(messages.title, "直播已开始"));
    expect(told.map((m) => m.link)).toEqual([`/liveDetail?id=${id}`]);
    const live = await detail(id, learner);
    expect(live.playback).toMatchObject({ kind: "live", url: `/media/live/${id}/live.m3u8`, duration: null });
    const playlist = await waitFor("3 live segments", async () => {
      const p = await text(live.playback!.url);
      return segmentCount(p.body) >= 3 && p.body;
    });
    expect(playlist).not.toContain("#EXT-X-ENDLIST");
    const segment = playlist.split("\n").find((l) => l.endsWith(".ts"))!;
    const ts = await t.app.request(`/media/live/${id}/${segment}`);
    expect(ts.status).toBe(200);
    expect(ts.headers.get("content-type")).toBe("video/mp2t");
    expect(new Uint8Array(await ts.arrayBuffer())[0]).toBe(0x47); // MPEG-TS sync byte
    expect((await studio(id)).publishing).toBe(true);

    // the stream drops and comes back within the grace: the same session goes on
    await stopPublisher(publisher);
    await waitFor("the publisher to be gone", async () => !(await studio(id)).publishing);
    expect(await statusOf(id)).toBe(1);
    const again = publish(`${first.rtmpUrl}/${rotated.data.streamKey}`);
    await waitFor("the second part", () => existsSync(join(t.server.live.sessionDir(id), "p2", "index.m3u8")));
    expect(await statusOf(id)).toBe(1);
    await waitFor("live segments of the second part", async () =>
      (await text(live.playback!.url)).body.includes("p2/"),
    );

    // it stops for longer than the grace: 回放
    await stopPublisher(again);
    const stoppedAt = Date.now();
    expect(decoder.decode((await reader.read()).value)).toContain('"status":2');
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(GRACE_MS - 200);
    await reader.cancel();
    expect(await statusOf(id)).toBe(2);
    const [media] = await t.server.db.select().from(liveMedia).where(eq(liveMedia.liveId, id));
    expect(media).toMatchObject({ replayUrl: `/media/live/${id}/replay.m3u8`, interrupted: false });
    expect(media!.replaySeconds).toBeGreaterThan(4);
    const replay = await text(media!.replayUrl!);
    expect(replay.body).toContain("#EXT-X-PLAYLIST-TYPE:VOD");
    expect(replay.body).toContain("#EXT-X-ENDLIST");
    expect(replay.body).toContain("#EXT-X-DISCONTINUITY");
    expect(replay.body).toContain("p1/seg-");
    expect(replay.body).toContain("p2/seg-");
    expect((await text(`/media/live/${id}/live.m3u8`)).status).toBe(404);

    // the replay plays with progress and resume like a lecture, per learner
    const ended = await detail(id, learner);
    expect(ended.playback).toMatchObject({ kind: "replay", url: media!.replayUrl, resumeAt: 0 });
    const saved = await call(t.app, "POST", "/api/live/replay/progress", {
      form: { id: String(id), position: "3.5" },
      token: learner,
    });
    expect(saved.body).toMatchObject({ status: 200, data: { id, position: 3.5 } });
    expect((await detail(id, learner)).playback!.resumeAt).toBe(3.5);
    expect((await detail(id, await loginAs(t.app, DEMO.vip))).playback!.resumeAt).toBe(0);
    // booking a session that ended
    const book = await call(t.app, "POST", "/api/live/book", { form: { id: String(id) }, token: learner });
    expect(book.body).toMatchObject({ status: 409, msg: "直播已结束，无法预约，可查看回放" });
    // an ended session cannot go live again
    const late = publish(`${first.rtmpUrl}/${rotated.data.streamKey}`);
    await waitFor("the late publisher to be refused", () => late.exitCode !== null);
    expect(await statusOf(id)).toBe(2);
  }, 90_000);

  it("restarts a crashed transcoder, and ends the session as interrupted when it keeps failing", async () => {
    const id = 7002;
    t.server.live.maxRestarts = 1;
    const { rtmpUrl, streamKey } = await ingestOf(id);
    publish(`${rtmpUrl}/${streamKey}`);
    const firstPid = await waitFor("a transcoder", () => t.server.live.transcoderPid(id));
    await waitFor("live", async () => (await statusOf(id)) === 1);
    process.kill(firstPid, "SIGKILL");
    const secondPid = await waitFor("a restarted transcoder", () => {
      const pid = t.server.live.transcoderPid(id);
      return pid !== firstPid && pid;
    });
    expect(await statusOf(id)).toBe(1);
    await waitFor("segments of the restarted part", () =>
      existsSync(join(t.server.live.sessionDir(id), "p2", "index.m3u8")),
    );
    process.kill(secondPid, "SIGKILL");
    await waitFor("the session to end", async () => (await statusOf(id)) === 2);
    const [media] = await t.server.db.select().from(liveMedia).where(eq(liveMedia.liveId, id));
    expect(media!.interrupted).toBe(true);
    expect(media!.replayUrl).toBe(`/media/live/${id}/replay.m3u8`);
    expect(t.errors.some((e) => e.includes("live transcoder stopped unexpectedly"))).toBe(true);
  }, 60_000);

  it("ends at start-up the sessions a crashed process left 直播中, with what it recorded as the replay", async () => {
    const id = 7003;
    const { rtmpUrl, streamKey } = await ingestOf(id);
    const publisher = publish(`${rtmpUrl}/${streamKey}`);
    await waitFor("recorded segments", async () => (await t.server.live.recordedSegments(id)).length >= 2);
    // the process dies: no word to the database, the session stays 直播中
    t.server.live.abandon();
    await stopPublisher(publisher);
    expect(await statusOf(id)).toBe(1);
    const restarted = new LiveRuntime({
      db: t.server.db,
      clock: t.server.clock,
      log: t.server.log,
      cache: t.server.cache,
      mediaDir: t.server.live.mediaDir,
      store: t.server.media,
    });
    expect(await restarted.reconcile()).toEqual([id]);
    expect(await statusOf(id)).toBe(2);
    const [media] = await t.server.db.select().from(liveMedia).where(eq(liveMedia.liveId, id));
    expect(media).toMatchObject({ interrupted: true, replayUrl: `/media/live/${id}/replay.m3u8` });
    expect(readFileSync(join(t.server.live.sessionDir(id), "replay.m3u8"), "utf8")).toContain("#EXT-X-ENDLIST");
  }, 60_000);
});
