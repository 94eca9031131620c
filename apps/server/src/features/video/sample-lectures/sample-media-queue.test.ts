import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq, like, ne } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lectureFiles, lectureMedia, users } from "../../../db/schema";
import type { AppEnv } from "../../../http/mount-contracts";
import { DEMO, startTestServer, type TestServer } from "../../../testing/test-server";
import { signedPlaylistUrl } from "../signed-playlists";
import { VIDEO_MESSAGES } from "../video.messages";
import { mountVideoKeyRoute } from "../video.routes";
import { playbackTokensOf } from "../video.service";
import type { generateSampleLecture } from "./sample-lecture.generate";
import { mountSampleLectures } from "./sample-lecture.route";
import type { SampleQueueLimits } from "./sample-media-queue";

// The real route and queue; only the ffmpeg job is replaced by one the test finishes when it wants, so "a lecture is
// being made" is a state the test holds rather than a few seconds it races.

let t: TestServer;
/**
 * Seeded lectures' media ids (free and paid alike: the unsigned route serves both, encrypted), each test its own
 * (what one test makes stays in the store); sample-100101 is kept for the signed playlist's test.
 */
let mediaIds: string[];
const PAID = "sample-100101";
/** A condition waited for (a job started, the queue's size): as long as a loaded machine may need. */
const UNTIL = { timeout: 20_000, interval: 20 };

beforeAll(async () => {
  t = await startTestServer();
  const rows = await t.server.db
    .select({ mediaId: lectureFiles.mediaId })
    .from(lectureFiles)
    .where(and(like(lectureFiles.mediaId, "sample-%"), ne(lectureFiles.mediaId, PAID)))
    .orderBy(asc(lectureFiles.id))
    .limit(13);
  mediaIds = rows.map((r) => r.mediaId);
}, 240_000);
afterAll(() => t.close());

/** A generation job per media id that ends when the test releases it; records every start. */
function controllableJobs() {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const generate: typeof generateSampleLecture = async (source, _plan, out) => {
    started.push(source.mediaId);
    await new Promise<void>((resolve) => gates.set(source.mediaId, resolve));
    await mkdir(join(out, "360p"), { recursive: true });
    await writeFile(join(out, "360p", "index.m3u8"), `#EXTM3U\n# ${source.mediaId}\n#EXT-X-ENDLIST\n`);
    await writeFile(join(out, "captions.vtt"), "WEBVTT\n");
    await writeFile(join(out, "master.m3u8"), `#EXTM3U\n# ${source.mediaId}\n# ${source.title}\n360p/index.m3u8\n`);
  };
  /** Ends the running job (the one for `mediaId`, which must have started). */
  const finish = async (mediaId: string) => {
    await vi.waitFor(() => expect(gates.has(mediaId)).toBe(true), UNTIL);
    gates.get(mediaId)!();
    gates.delete(mediaId);
  };
  /**
   * Ends whichever job runs next and names it: requests sent together reach the queue in no fixed order (each looks
   * its lecture up first, and PostgreSQL answers those on several connections), so a test does not name which.
   */
  const finishNext = async (): Promise<string> => {
    await vi.waitFor(() => expect(gates.size).toBe(1), UNTIL);
    const [mediaId] = [...gates.keys()] as [string];
    await finish(mediaId);
    return mediaId;
  };
  return { generate, started, finish, finishNext };
}

function mount(limits: SampleQueueLimits) {
  const jobs = controllableJobs();
  const app = new Hono<AppEnv>();
  // the signed playlists of paid lectures read the stored playlist through the same app, as in the server
  mountVideoKeyRoute(app, t.server);
  const sample = mountSampleLectures(app, t.server, { limits, generate: jobs.generate });
  /** GET a lecture's master playlist as the client at `address` (the connection's peer, as Node gives it). */
  const get = (path: string, address = "203.0.113.1") =>
    app.request(path, undefined, { incoming: { socket: { remoteAddress: address } } });
  const master = (mediaId: string, address?: string) => get(`/media/video/lectures/${mediaId}/master.m3u8`, address);
  return { ...jobs, app, sample, get, master };
}

describe("the sample media queue", () => {
  it("holds one running and `waiting` more; a further lecture is 503 with Retry-After and 示例视频正在准备", async () => {
    const m = mount({ waiting: 2, perClient: 10, retryAfterSeconds: 7 });
    const [a, b, c, d] = mediaIds as [string, string, string, string];
    const first = m.master(a);
    await vi.waitFor(() => expect(m.started).toEqual([a]), UNTIL);
    const waiting = [m.master(b), m.master(c)];
    await vi.waitFor(() => expect(m.sample.jobs()).toBe(3), UNTIL);

    const refused = await m.master(d);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("7");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.json()).toEqual({ status: 503, success: false, msg: VIDEO_MESSAGES.sampleBusy, data: null });
    expect(m.started).toEqual([a]);

    // the lectures queued answer once made, in order, one job each
    await m.finish(a);
    expect((await first).status).toBe(200);
    expect([await m.finishNext(), await m.finishNext()].sort()).toEqual([b, c].sort());
    for (const [i, response] of (await Promise.all(waiting)).entries()) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`# ${[b, c][i]}`);
    }
    expect(m.sample.jobs()).toBe(0);

    // drained: the lecture refused before is made now
    const again = m.master(d);
    await m.finish(d);
    expect((await again).status).toBe(200);
    expect(m.started.toSorted()).toEqual([a, b, c, d].sort());
    // and a lecture already made is served from the store without a job, however full the queue is
    expect((await m.master(a)).status).toBe(200);
    expect(m.started).toHaveLength(4);
  });

  it("lets a request for a lecture already queued or running join its job without taking a place", async () => {
    const m = mount({ waiting: 1, perClient: 10, retryAfterSeconds: 7 });
    const [e, f, g] = mediaIds.slice(4, 7) as [string, string, string];
    const running = m.master(e);
    await vi.waitFor(() => expect(m.started).toEqual([e]), UNTIL);
    const queued = m.master(f);
    await vi.waitFor(() => expect(m.sample.jobs()).toBe(2), UNTIL);
    // full: a new lecture is refused, but more requests for the running and the queued one are not
    expect((await m.master(g)).status).toBe(503);
    const joined = [
      m.master(e, "198.51.100.7"),
      m.get(`/media/video/lectures/${e}/captions.vtt`, "198.51.100.8"),
      m.master(f, "198.51.100.9"),
    ];
    expect(m.sample.jobs()).toBe(2);
    await m.finish(e);
    await m.finish(f);
    for (const response of [await running, await queued, ...(await Promise.all(joined))])
      expect(response.status).toBe(200);
    // one job per lecture, however many asked
    expect(m.started).toEqual([e, f]);
  });

  it("keeps places for other clients: one client holds at most `perClient` of them", async () => {
    const m = mount({ waiting: 4, perClient: 2, retryAfterSeconds: 7 });
    const [a, b, c] = mediaIds.slice(7, 10) as [string, string, string];
    const greedy = "203.0.113.50";
    const mine = [m.master(a, greedy), m.master(b, greedy)];
    await vi.waitFor(() => expect(m.sample.jobs()).toBe(2), UNTIL);
    const third = await m.master(c, greedy);
    expect(third.status).toBe(503);
    expect(((await third.json()) as { msg: string }).msg).toBe(VIDEO_MESSAGES.sampleBusy);
    // the same lecture from another client finds a place
    const other = m.master(c, "192.0.2.10");
    await vi.waitFor(() => expect(m.sample.jobs()).toBe(3), UNTIL);
    // the greedy client's two run first, in either order; the other client's lecture after them
    const order = [await m.finishNext(), await m.finishNext(), await m.finishNext()];
    expect(order.slice(0, 2).sort()).toEqual([a, b].sort());
    expect(order[2]).toBe(c);
    for (const response of [...(await Promise.all(mine)), await other]) expect(response.status).toBe(200);
  });

  it("answers a paid lecture's signed playlist 503 with Retry-After while its lecture cannot be queued", async () => {
    const m = mount({ waiting: 0, perClient: 10, retryAfterSeconds: 9 });
    const [paid] = await t.server.db
      .select({ id: lectureFiles.id, mediaId: lectureFiles.mediaId })
      .from(lectureFiles)
      .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
      .where(and(eq(lectureFiles.mediaId, PAID), eq(lectureMedia.encrypted, true)));
    const [buyer] = await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO.plain));
    const { token } = playbackTokensOf(t.server).issue({ userId: buyer!.id, fileId: paid!.id });
    const signed = signedPlaylistUrl(paid!.id, "master.m3u8", token);

    const busy = m.master(mediaIds[10]!);
    await vi.waitFor(() => expect(m.sample.jobs()).toBe(1), UNTIL);
    const refused = await m.get(signed);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("9");
    expect(((await refused.json()) as { msg: string }).msg).toBe(VIDEO_MESSAGES.sampleBusy);

    await m.finish(m.started[0]!);
    expect((await busy).status).toBe(200);
    const made = m.get(signed);
    await m.finish(paid!.mediaId);
    const response = await made;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`/api/aliVod/hls/play/${paid!.id}/360p/index.m3u8?MtsHlsUriToken=`);
  });

  it("makes a renamed lecture again: its old title card serves until the new one is made", async () => {
    const m = mount({ waiting: 4, perClient: 2, retryAfterSeconds: 7 });
    const mediaId = mediaIds[12]!;
    const made = m.master(mediaId);
    await m.finish(mediaId);
    const [file] = await t.server.db
      .select({ id: lectureFiles.id, title: lectureFiles.title })
      .from(lectureFiles)
      .where(eq(lectureFiles.mediaId, mediaId));
    expect(await (await made).text()).toContain(`# ${file!.title}`);
    // unchanged: served, nothing made
    t.advance(61_000);
    expect((await m.master(mediaId)).status).toBe(200);
    await vi.waitFor(() => expect(m.sample.jobs()).toBe(0), UNTIL);

    const renamed = `${file!.title}（修订）`;
    await t.server.db.update(lectureFiles).set({ title: renamed }).where(eq(lectureFiles.id, file!.id));
    t.advance(61_000);
    const stale = await m.master(mediaId);
    expect(await stale.text()).toContain(`# ${file!.title}`);
    await vi.waitFor(() => expect(m.started.filter((id) => id === mediaId)).toHaveLength(2), UNTIL);
    await m.finish(mediaId);
    await vi.waitFor(() => expect(m.sample.jobs()).toBe(0), UNTIL);
    expect(await (await m.master(mediaId)).text()).toContain(`# ${renamed}`);
  });

  it("never queues a media id no seeded lecture names", async () => {
    const m = mount({ waiting: 0, perClient: 10, retryAfterSeconds: 7 });
    const running = m.master(mediaIds[11]!);
    await vi.waitFor(() => expect(m.sample.jobs()).toBe(1), UNTIL);
    expect((await m.master("sample-999999")).status).toBe(404);
    await m.finish(mediaIds[11]!);
    expect((await running).status).toBe(200);
  });
});
