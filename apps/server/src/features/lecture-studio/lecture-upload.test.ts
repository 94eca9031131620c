import { createDecipheriv } from "node:crypto";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ADMIN_LECTURE_UPLOAD_PATH } from "@taxlearn/api/admin";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, courses, lectureTranscodes } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { eventually, makeClip, tusCreate, tusOffset, tusPatch } from "./lecture-test-kit";

let t: TestServer;
let editor: string;
let admin: string;
let learner: string;
let support: string;
let clip: Buffer;
let courseId: number;
const LIMIT = 3 * 1024 * 1024;

type Lecture = {
  id: number;
  mediaId: string;
  videoReady: boolean;
  duration: number;
  transcode: null | Record<string, unknown>;
};

beforeAll(async () => {
  process.env.LECTURE_UPLOAD_MAX_BYTES = String(LIMIT);
  t = await startTestServer();
  delete process.env.LECTURE_UPLOAD_MAX_BYTES;
  [editor, admin, learner, support] = (await Promise.all(
    ["13800000011", "13800000010", DEMO.plain, "13800000013"].map((phone) => loginAs(t.app, phone)),
  )) as [string, string, string, string];
  clip = makeClip(6);
  courseId = (await t.server.db.select({ id: courses.id }).from(courses).orderBy(courses.id).limit(1))[0]!.id;
  // starting a server (and ffmpeg) is slow on a loaded machine
}, 240_000);
afterAll(() => t.close());

async function newLecture(title: string): Promise<Lecture> {
  const { body } = await call<Lecture>(t.app, "POST", "/api/admin/lectures/save", {
    token: editor,
    form: { courseId: String(courseId), title, sort: "90", free: "1" },
  });
  expect(body.status).toBe(200);
  return body.data;
}

const lectureOf = async (id: number) =>
  (
    await call<{
      lecture: Lecture & {
        transcode: { status: string; progress: number; error: string | null; originalKept: boolean };
      };
    }>(t.app, "GET", `/api/admin/lectures/${id}`, { token: editor })
  ).body.data.lecture;

describe("the upload refuses", () => {
  it("anyone without the lectures section (403 with an audit row) and no token (401)", async () => {
    const lecture = await newLecture("无权上传");
    const denied = await tusCreate(t, support, 100, { fileId: String(lecture.id) });
    expect(denied.status).toBe(403);
    expect(JSON.parse(denied.text).msg).toBe("无权访问：该操作需要内容编辑 或 管理员角色");
    const rows = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "adminLectureUpload"), eq(adminAuditLog.outcome, "denied")));
    expect(rows.length).toBe(1);
    expect((await tusCreate(t, learner, 100, { fileId: String(lecture.id) })).status).toBe(403);
    expect((await tusCreate(t, undefined, 100, { fileId: String(lecture.id) })).status).toBe(401);
  });

  it("a file over LECTURE_UPLOAD_MAX_BYTES before storing a byte, in Chinese", async () => {
    const lecture = await newLecture("太大");
    const big = await tusCreate(t, editor, LIMIT + 1, { fileId: String(lecture.id) });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text).msg).toBe("文件过大：视频文件最大 3 MB");
  });

  it("an upload naming no lecture, or a missing one", async () => {
    expect(JSON.parse((await tusCreate(t, editor, 10, {})).text).msg).toContain("fileId");
    expect((await tusCreate(t, editor, 10, { fileId: "999999" })).status).toBe(404);
  });

  it("a fileId that is not a plain int4 id, with a Chinese 400 and no SQL in the answer", async () => {
    for (const fileId of ["99999999999", "2147483648", "1e3", " 12", "12 ", "0x10", "-1", "1.0"]) {
      const answer = await tusCreate(t, editor, 10, { fileId });
      expect(answer.status, fileId).toBe(400);
      expect(JSON.parse(answer.text).msg, fileId).toContain("fileId");
      expect(answer.text).not.toMatch(/select|from|where|lecture_files|Failed query/i);
    }
  });

  it("no CORS grant (decision 086) and a Location on the public origin, whatever Host or Origin says", async () => {
    const lecture = await newLecture("跨域");
    const hostile = { host: "evil.example", origin: "https://evil.example", "x-forwarded-host": "evil.example" };
    const created = await t.app.request(ADMIN_LECTURE_UPLOAD_PATH, {
      method: "POST",
      headers: {
        ...hostile,
        "tus-resumable": "1.0.0",
        "upload-length": "10",
        "upload-metadata": `fileId ${Buffer.from(String(lecture.id)).toString("base64")}`,
        authorization: `Bearer ${editor}`,
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toMatch(
      new RegExp(`^${t.server.publicOrigin}${ADMIN_LECTURE_UPLOAD_PATH}/`),
    );
    const preflight = await t.app.request(ADMIN_LECTURE_UPLOAD_PATH, {
      method: "OPTIONS",
      headers: {
        ...hostile,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization",
      },
    });
    for (const answer of [created, preflight]) {
      const cors = [...answer.headers.keys()].filter((name) => name.startsWith("access-control-"));
      expect(cors).toEqual([]);
    }
  });

  it("content that is not a video, whatever its name (checked by ffprobe), and deletes it", async () => {
    const lecture = await newLecture("不是视频");
    const text = Buffer.from("这不是视频，只是改了扩展名的文本文件。".repeat(20));
    const created = await tusCreate(t, editor, text.length, { fileId: String(lecture.id), filename: "lecture.mp4" });
    expect(created.status).toBe(201);
    const sent = await tusPatch(t, editor, created.path!, 0, text);
    expect(sent.status).toBe(415);
    expect(JSON.parse(sent.text).msg).toMatch(/^文件内容不是可识别的视频/);
    expect(await t.server.db.select().from(lectureTranscodes).where(eq(lectureTranscodes.fileId, lecture.id))).toEqual(
      [],
    );
    const id = created.path!.split("/").at(-1)!;
    expect(existsSync(join(t.server.lectureStudio.settings.originalsDir, id))).toBe(false);
  });

  it("a picture (ffprobe opens it, but it is no lecture)", async () => {
    const lecture = await newLecture("图片");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const created = await tusCreate(t, editor, png.length, { fileId: String(lecture.id), filename: "a.mp4" });
    expect((await tusPatch(t, editor, created.path!, 0, png)).status).toBe(415);
  });
});

describe("a resumable upload, transcoded through the queue into the player's encrypted HLS", () => {
  it("resumes, survives a restart of the queue, transcodes and plays as a learner's player would", {
    timeout: 150_000,
  }, async () => {
    const lecture = await newLecture("上传的讲次");
    const created = await tusCreate(t, editor, clip.length, { fileId: String(lecture.id), filename: "录屏.mp4" });
    expect(created.status).toBe(201);
    const half = Math.floor(clip.length / 2);
    expect((await tusPatch(t, editor, created.path!, 0, clip.subarray(0, half))).offset).toBe(half);
    // the connection dropped: the client asks where to go on (another operator may not touch the upload)
    expect((await tusOffset(t, editor, created.path!)).offset).toBe(half);
    expect((await tusOffset(t, admin, created.path!)).status).toBe(403);
    expect((await tusPatch(t, editor, created.path!, 0, clip.subarray(0, 10))).status).toBe(409);
    const done = await tusPatch(t, editor, created.path!, half, clip.subarray(half));
    expect(done.status).toBe(204);
    // never served back: tus's GET is closed
    expect((await t.app.request(created.path!, { headers: { authorization: `Bearer ${editor}` } })).status).toBe(405);

    expect((await lectureOf(lecture.id)).transcode).toMatchObject({ status: "queued", progress: 0 });
    // the process stops before any worker took the job: the job is in the database and runs after the restart
    await t.server.lectureStudio.close();
    await t.server.lectureStudio.startWorker();
    const ready = await eventually(async () => {
      const now = await lectureOf(lecture.id);
      expect(now.transcode.status).not.toBe("failed");
      return now.transcode.status === "ready" && now;
    });
    expect(ready).toMatchObject({ videoReady: true, transcode: { progress: 100, originalKept: false } });
    expect(ready.duration).toBeCloseTo(6, 0);

    const audit = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `lecture:${lecture.id}`));
    expect(audit.map((r) => r.action)).toEqual(["adminLectureSave", "adminLectureUpload"]);

    // a draft is not for learners; published, it plays
    expect((await call(t.app, "GET", `/api/aliVod/playInfo/${lecture.id}`, { token: learner })).body.status).toBe(404);
    const published = await call(t.app, "POST", `/api/admin/lectures/${lecture.id}/publish`, {
      token: editor,
      form: { published: "1" },
    });
    expect(published.body.status).toBe(200);
    const info = await call<{
      masterUrl: string;
      encryptType: number;
      overlayUrl: string;
      duration: number;
      definitions: { width: number; height: number }[];
    }>(t.app, "GET", `/api/aliVod/playInfo/${lecture.id}`, { token: learner });
    expect(info.body.data).toMatchObject({ encryptType: 1, overlayUrl: "" });
    // the play info names playlists signed for the learner: they, the key and the segments open with no login
    const master = await (await t.app.request(info.body.data.masterUrl)).text();
    // an upload keeps its two real renditions, as the transcode's master names them
    expect(info.body.data.definitions.map((d) => `${d.width}x${d.height}`)).toEqual(
      [...master.matchAll(/RESOLUTION=(\d+x\d+)/g)].map((m) => m[1]),
    );
    const variant = master.split("\n").find((l) => l.startsWith(`/api/aliVod/hls/play/${lecture.id}/360p/index.m3u8?`));
    expect(variant).toBeDefined();
    const base = `/media/video/lectures/${ready.mediaId}/`;
    const playlist = await (await t.app.request(variant!)).text();
    const key = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)",IV=0x([0-9a-f]{32})/i.exec(playlist);
    expect(key?.[1]).toMatch(new RegExp(`^/api/aliVod/hls/key/${ready.mediaId}\\?MtsHlsUriToken=`));
    const keyResponse = await t.app.request(key![1]!);
    expect(keyResponse.status).toBe(200);
    const keyBytes = Buffer.from(await keyResponse.arrayBuffer());
    expect(keyBytes.length).toBe(16);
    const segmentPath = playlist.split("\n").find((l) => l.endsWith(".ts"))!;
    expect(segmentPath.startsWith(`${base}360p/`)).toBe(true);
    const segment = Buffer.from(await (await t.app.request(segmentPath)).arrayBuffer());
    expect(segment[0]).not.toBe(0x47); // encrypted on disk
    const decipher = createDecipheriv("aes-128-cbc", keyBytes, Buffer.from(key![2]!, "hex"));
    const plain = Buffer.concat([decipher.update(segment), decipher.final()]);
    expect(plain[0]).toBe(0x47); // an MPEG-TS packet
    expect(plain[188]).toBe(0x47);
    // the key is not in the served folder, and the original is gone (LECTURE_KEEP_ORIGINALS off)
    expect((await t.app.request(`${base}key`)).status).toBe(404);
    // (deleted just after the transcode is marked ready)
    const original = join(t.server.lectureStudio.settings.originalsDir, created.path!.split("/").at(-1)!);
    await eventually(async () => !existsSync(original), 30_000);
  });

  it("shows a failed transcode with the reason in Chinese and queues it again on retry", {
    timeout: 60_000,
  }, async () => {
    const lecture = await newLecture("转码失败");
    const broken = join(t.server.lectureStudio.settings.originalsDir, "broken-original");
    await writeFile(broken, clip.subarray(0, 2000));
    const now = t.now();
    const [row] = await t.server.db
      .insert(lectureTranscodes)
      .values({
        fileId: lecture.id,
        mediaId: lecture.mediaId,
        uploadId: "x",
        originalPath: broken,
        originalBytes: 2000,
        status: "queued",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await t.server.lectureStudio.runTranscode(row!.id);
    const failed = await lectureOf(lecture.id);
    expect(failed.transcode).toMatchObject({ status: "failed", originalKept: true });
    expect(failed.transcode.error).toMatch(/^转码失败：/);
    expect(failed.videoReady).toBe(false);
    const publish = await call(t.app, "POST", `/api/admin/lectures/${lecture.id}/publish`, {
      token: editor,
      form: { published: "1" },
    });
    expect(publish.body).toMatchObject({ status: 409, msg: "视频尚未转码完成，不能发布" });

    const retried = await call<Lecture>(t.app, "POST", `/api/admin/lectures/${lecture.id}/transcode/retry`, {
      token: editor,
    });
    expect(retried.body.data.transcode).toMatchObject({ status: "queued" });
    const again = await eventually(async () => {
      const l = await lectureOf(lecture.id);
      return l.transcode.status === "failed" && l;
    });
    expect(again.transcode).toMatchObject({ attempts: 2 });
    const twice = await call(t.app, "POST", `/api/admin/lectures/${lecture.id}/transcode/retry`, { token: support });
    expect(twice.body.status).toBe(403);
  });
});
