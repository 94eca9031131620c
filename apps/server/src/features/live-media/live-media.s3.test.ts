import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveMedia, liveSessions } from "../../db/schema";
import { S3MediaStore } from "../../storage/s3-media-store";
import { type S3TestServer, startS3TestServer } from "../../storage/testing/s3-test-server";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { startLiveIngest } from "./live-ingest";
import { ensureMedia } from "./live-media.repo";
import { publishTestPattern, stopPublisher, waitFor } from "./live-media.testing";
import { LiveRuntime } from "./live-runtime";
import type { RtmpIngest } from "./rtmp-ingest";

// MEDIA_STORE=s3 against a real S3-protocol server (s3rver): a live session's segments reach the bucket while it
// runs (so another node serves them), and its recording and replay stay there after the node's folder is gone.
const PORT = Number(process.env.LIVE_TEST_S3_RTMP_PORT ?? (process.env.DATABASE_URL ? 19358 : 19357));
const LIVE_ID = 7001;

let s3: S3TestServer;
let t: TestServer;
let bucket: S3MediaStore;
let ingest: RtmpIngest;
let publisher: ChildProcess | null = null;
let otherFolder: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = new S3MediaStore(s3.settings);
  t = await startTestServer({ env: s3.env });
  t.server.live.graceMs = 1000;
  ingest = await startLiveIngest(t.server, { port: PORT, host: "127.0.0.1" });
  otherFolder = await mkdtemp(join(tmpdir(), "taxlearn-other-node-"));
}, 120_000);
afterAll(async () => {
  if (publisher) await stopPublisher(publisher);
  await ingest?.stop();
  await t?.close();
  await s3?.close();
  await rm(otherFolder, { recursive: true, force: true });
});

const statusOf = async (id: number) =>
  (await t.server.db.select().from(liveSessions).where(eq(liveSessions.id, id)))[0]!.status;

describe("a live session on object storage", () => {
  it("copies its segments into the bucket as they are made and keeps the recording there as the replay", async () => {
    const { streamKey } = await ensureMedia(t.server.db, LIVE_ID);
    publisher = publishTestPattern(`${t.server.live.rtmpUrl}/${streamKey}`);
    await waitFor("live", async () => (await statusOf(LIVE_ID)) === 1);

    // another node (its own runtime and folder, the same bucket) sees the segments this one records
    const otherNode = new LiveRuntime({
      db: t.server.db,
      clock: t.server.clock,
      log: t.server.log,
      cache: t.server.cache,
      mediaDir: otherFolder,
      store: new S3MediaStore(s3.settings),
    });
    const seen = await waitFor("two segments in the bucket", async () => {
      const segments = await otherNode.recordedSegments(LIVE_ID);
      return segments.length >= 2 && segments;
    });
    const first = await bucket.read(`media/live/${LIVE_ID}/${seen[0]!.uri}`);
    expect(first?.[0]).toBe(0x47);
    const live = await (await t.app.request(`/media/live/${LIVE_ID}/live.m3u8`)).text();
    expect(live).toContain("p1/seg-");

    await stopPublisher(publisher);
    publisher = null;
    await waitFor("the replay", async () => (await statusOf(LIVE_ID)) === 2, 30_000);
    const [media] = await t.server.db.select().from(liveMedia).where(eq(liveMedia.liveId, LIVE_ID));
    expect(media?.replayUrl).toBe(`/media/live/${LIVE_ID}/replay.m3u8`);
    const replayInBucket = (await bucket.read(`media/live/${LIVE_ID}/replay.m3u8`))?.toString("utf8");
    expect(replayInBucket).toContain("#EXT-X-ENDLIST");
    // every segment the replay names is in the bucket, with the final playlist of its part
    const named = replayInBucket!.split("\n").filter((line) => line.endsWith(".ts"));
    const stored = new Set((await bucket.list(`media/live/${LIVE_ID}/`)).map((object) => object.key));
    expect(named.length).toBeGreaterThanOrEqual(seen.length);
    for (const uri of named) expect(stored.has(`media/live/${LIVE_ID}/${uri}`), uri).toBe(true);

    // the node's own copy is gone: the replay plays from the bucket
    expect(existsSync(t.server.live.sessionDir(LIVE_ID))).toBe(false);
    const replay = await (await t.app.request(media!.replayUrl!)).text();
    expect(replay).toBe(replayInBucket);
    const segment = await t.app.request(`/media/live/${LIVE_ID}/${named.at(-1)}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get("content-type")).toBe("video/mp2t");
    expect(new Uint8Array(await segment.arrayBuffer())[0]).toBe(0x47);
  }, 90_000);
});
