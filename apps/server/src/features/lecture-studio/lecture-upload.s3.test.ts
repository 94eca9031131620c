import { createDecipheriv } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../db/schema";
import { S3MediaStore } from "../../storage/s3-media-store";
import { type S3TestServer, startS3TestServer } from "../../storage/testing/s3-test-server";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { eventually, makeClip, tusCreate, tusOffset, tusPatch } from "./lecture-test-kit";

// MEDIA_STORE=s3 against a real S3-protocol server (s3rver): the upload, its transcode and the playback all go
// through the bucket; nothing of the lecture stays on the node's disk.
let s3: S3TestServer;
let t: TestServer;
let bucket: S3MediaStore;
let editor: string;
let learner: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = new S3MediaStore(s3.settings);
  t = await startTestServer({ env: s3.env });
  [editor, learner] = (await Promise.all(["13800000011", DEMO.plain].map((phone) => loginAs(t.app, phone)))) as [
    string,
    string,
  ];
}, 120_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const keysUnder = async (prefix: string) =>
  ((await bucket.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix }))).Contents ?? [])
    .map((object) => object.Key!)
    .sort();

describe("a lecture on object storage", () => {
  it("is uploaded into the bucket (resumed), transcoded from it, and plays from it through the server", {
    timeout: 120_000,
  }, async () => {
    expect(t.server.media.kind).toBe("s3");
    const courseId = (await t.server.db.select({ id: courses.id }).from(courses).orderBy(courses.id).limit(1))[0]!.id;
    const saved = await call<{ id: number; mediaId: string }>(t.app, "POST", "/api/admin/lectures/save", {
      token: editor,
      form: { courseId: String(courseId), title: "对象存储上的讲次", sort: "91", free: "1" },
    });
    const lecture = saved.body.data;
    const clip = makeClip(3);
    const created = await tusCreate(t, editor, clip.length, { fileId: String(lecture.id), filename: "录屏.mp4" });
    expect(created.status).toBe(201);
    const uploadId = created.path!.split("/").at(-1)!;
    const half = Math.floor(clip.length / 2);
    expect((await tusPatch(t, editor, created.path!, 0, clip.subarray(0, half))).offset).toBe(half);
    // the offset comes from the bucket (any node could answer it), and the original sits there, not on disk
    expect((await tusOffset(t, editor, created.path!)).offset).toBe(half);
    expect(await keysUnder(uploadId)).toContain(`${uploadId}.info`);
    expect(existsSync(join(t.server.lectureStudio.settings.originalsDir, uploadId))).toBe(false);
    expect((await tusPatch(t, editor, created.path!, half, clip.subarray(half))).status).toBe(204);

    await t.server.lectureStudio.startWorker();
    const ready = await eventually(async () => {
      const now = (
        await call<{ lecture: { mediaId: string; transcode: { status: string; error: string | null } } }>(
          t.app,
          "GET",
          `/api/admin/lectures/${lecture.id}`,
          { token: editor },
        )
      ).body.data.lecture;
      expect(now.transcode.error).toBeNull();
      return now.transcode.status === "ready" && now;
    }, 60_000);

    // the HLS is in the bucket; the key is not (it stays in the database), nor is the original after success
    const stored = await keysUnder(`media/lectures/${ready.mediaId}/`);
    expect(stored).toEqual(
      expect.arrayContaining([
        `media/lectures/${ready.mediaId}/master.m3u8`,
        `media/lectures/${ready.mediaId}/360p/index.m3u8`,
        `media/lectures/${ready.mediaId}/540p/index.m3u8`,
        `media/lectures/${ready.mediaId}/cover.jpg`,
      ]),
    );
    expect(
      stored.filter((key) => !/\/(master\.m3u8|cover\.jpg|(360p|540p)\/(index\.m3u8|seg-\d{3}\.ts))$/.test(key)),
    ).toEqual([]);
    // the original is deleted just after the transcode is marked ready (a crash in between only leaves it behind)
    await eventually(async () => (await keysUnder(uploadId)).length === 0, 30_000);
    // nothing of it on this node's disk
    expect(existsSync(join(t.server.lectureStudio.settings.mediaDir, ready.mediaId))).toBe(false);

    expect(
      (
        await call(t.app, "POST", `/api/admin/lectures/${lecture.id}/publish`, {
          token: editor,
          form: { published: "1" },
        })
      ).body.status,
    ).toBe(200);
    const info = await call<{ masterUrl: string }>(t.app, "GET", `/api/aliVod/playInfo/${lecture.id}`, {
      token: learner,
    });
    const master = await (await t.app.request(info.body.data.masterUrl)).text();
    const variant = master.split("\n").find((l) => l.startsWith(`/api/aliVod/hls/play/${lecture.id}/360p/index.m3u8?`));
    const playlist = await (await t.app.request(variant!)).text();
    const key = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)",IV=0x([0-9a-f]{32})/i.exec(playlist);
    const keyBytes = Buffer.from(await (await t.app.request(key![1]!)).arrayBuffer());
    expect(keyBytes.length).toBe(16);
    const segmentPath = playlist.split("\n").find((l) => l.endsWith(".ts"))!;
    const response = await t.app.request(segmentPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp2t");
    const segment = Buffer.from(await response.arrayBuffer());
    const decipher = createDecipheriv("aes-128-cbc", keyBytes, Buffer.from(key![2]!, "hex"));
    const plain = Buffer.concat([decipher.update(segment), decipher.final()]);
    expect(plain[0]).toBe(0x47);
    expect(plain[188]).toBe(0x47);
    // a player's byte range comes from the bucket too
    const ranged = await t.app.request(segmentPath, { headers: { range: "bytes=0-187" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 0-187/${segment.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(segment.subarray(0, 188))).toBe(true);
    // no object in the bucket holds the key
    for (const name of stored) {
      const bytes = await bucket.read(name);
      expect(bytes?.includes(keyBytes), name).toBe(false);
    }
  });
});
