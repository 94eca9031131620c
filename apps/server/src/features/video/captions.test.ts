import { captionCues, vttTimestamp } from "@taxlearn/core";
import { and, asc, count, eq, ne, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { lectureTranscripts } from "../../db/schema/assistant";
import { courses } from "../../db/schema/catalogue";
import { coursePurchases, lectureFiles, lectureMedia } from "../../db/schema/video";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { termsOf } from "../search/chinese-terms";

let t: TestServer;
let plain: string;
let vip: string;
let freeFile: { id: number; duration: number };
let paidFile: { id: number };

const fileWhere = async (free: boolean, notBoughtBy?: string) => {
  const [buyer] = await t.server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, notBoughtBy ?? ""));
  const bought = buyer
    ? (
        await t.server.db
          .select({ id: coursePurchases.courseId })
          .from(coursePurchases)
          .where(eq(coursePurchases.userId, buyer.id))
      ).map((p) => p.id)
    : [];
  const [row] = await t.server.db
    .select({ id: lectureFiles.id, duration: lectureMedia.durationSeconds })
    .from(lectureFiles)
    .innerJoin(courses, eq(courses.id, lectureFiles.courseId))
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(
      and(
        free ? eq(courses.price, "0.00") : ne(courses.price, "0.00"),
        bought.length > 0 ? notInArray(courses.id, bought) : undefined,
      ),
    )
    .orderBy(asc(lectureFiles.id))
    .limit(1);
  return row!;
};

beforeAll(async () => {
  t = await startTestServer();
  plain = await loginAs(t.app, DEMO.plain);
  vip = await loginAs(t.app, DEMO.vip);
  freeFile = await fileWhere(true);
  paidFile = await fileWhere(false, DEMO.plain);
});
afterAll(async () => {
  await t?.close();
});

/** The raw answer of the captions route (a caption file, or an envelope on failure). */
const captions = async (fileId: number | string, token?: string) => {
  const response = await t.app.request(`/api/lecture/captions/${fileId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { http: response.status, type: response.headers.get("content-type"), text: await response.text() };
};

describe("seeded transcripts", () => {
  it("give every lecture file a transcript that starts at 0 and ends inside its video", async () => {
    const [files] = await t.server.db.select({ n: count() }).from(lectureFiles);
    const rows = await t.server.db
      .select({
        fileId: lectureTranscripts.lectureFileId,
        start: lectureTranscripts.startSeconds,
        duration: lectureMedia.durationSeconds,
        lectureTitle: lectureFiles.title,
        text: lectureTranscripts.text,
      })
      .from(lectureTranscripts)
      .innerJoin(lectureFiles, eq(lectureFiles.id, lectureTranscripts.lectureFileId))
      .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId));
    expect(new Set(rows.map((r) => r.fileId)).size).toBe(files!.n);
    expect(rows.every((r) => r.start < r.duration)).toBe(true);
    const firstOf = new Set(rows.filter((r) => r.start === 0).map((r) => r.fileId));
    expect(firstOf.size).toBe(files!.n);
  });

  it("narrate each lecture's subject (its title after 第N讲)", async () => {
    const rows = await t.server.db
      .select({ title: lectureFiles.title, text: lectureTranscripts.text })
      .from(lectureTranscripts)
      .innerJoin(lectureFiles, eq(lectureFiles.id, lectureTranscripts.lectureFileId))
      .where(and(eq(lectureTranscripts.startSeconds, 0), eq(lectureFiles.sort, 3)))
      .limit(20);
    // 第3讲 is 申报流程实操 in every course; the scripted knowledge lectures are all 第1讲 or 第2讲
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.text).toContain("申报流程");
  });
});

describe("GET /api/lecture/captions/:fileId", () => {
  it("serves a free lecture's transcript as WebVTT, cues ending where the next passage starts", async () => {
    const answer = await captions(freeFile.id, plain);
    expect(answer.http).toBe(200);
    expect(answer.type).toBe("text/vtt; charset=utf-8");
    const passages = await t.server.db
      .select({ startSeconds: lectureTranscripts.startSeconds, text: lectureTranscripts.text })
      .from(lectureTranscripts)
      .where(eq(lectureTranscripts.lectureFileId, freeFile.id))
      .orderBy(asc(lectureTranscripts.startSeconds));
    const cues = captionCues(passages, freeFile.duration);
    expect(cues.length).toBeGreaterThan(1);
    expect(answer.text.startsWith(`WEBVTT\n\n1\n00:00:00.000 --> ${vttTimestamp(passages[1]!.startSeconds)}\n`)).toBe(
      true,
    );
    expect(answer.text.match(/ --> /g)?.length).toBe(cues.length);
    // the last cue ends with the video, which lasts until its last passage has been read
    expect(answer.text).toContain(
      `${vttTimestamp(passages.at(-1)!.startSeconds)} --> ${vttTimestamp(freeFile.duration)}`,
    );
  });

  it("advertises the captions in play info, for the lecture that has them", async () => {
    const { body } = await call<{ captionsUrl: string | null }>(t.app, "GET", `/api/aliVod/playInfo/${freeFile.id}`, {
      token: plain,
    });
    expect(body.data.captionsUrl).toBe(`/api/lecture/captions/${freeFile.id}`);
  });

  it("keeps a paid lecture's captions from whoever may not watch it, as the video (403), and serves VIPs", async () => {
    const locked = await captions(paidFile.id, plain);
    expect(locked.http).toBe(403);
    expect(JSON.parse(locked.text)).toMatchObject({ status: 403, msg: "购买后即可观看" });
    expect(locked.text).not.toContain("WEBVTT");
    const open = await captions(paidFile.id, vip);
    expect(open.http).toBe(200);
    expect(open.text.startsWith("WEBVTT")).toBe(true);
  });

  it("needs a login: 401 without a token or with a forged one", async () => {
    const anonymous = await captions(freeFile.id);
    expect(anonymous.http).toBe(401);
    expect(JSON.parse(anonymous.text).msg).toBeTruthy();
    expect((await captions(freeFile.id, "forged-token")).http).toBe(401);
  });

  it("answers 404 for an unknown file, a malformed id and a lecture without a transcript", async () => {
    for (const id of ["99999999", "0", "-1", "abc", "1e3", "99999999999"]) {
      const answer = await captions(id, plain);
      expect(answer.http, id).toBe(404);
      expect(JSON.parse(answer.text).msg).toBe("课程视频不存在");
    }
    await t.server.db.delete(lectureTranscripts).where(eq(lectureTranscripts.lectureFileId, freeFile.id + 1));
    const bare = await captions(freeFile.id + 1, plain);
    expect(bare.http).toBe(404);
    expect(JSON.parse(bare.text).msg).toBe("本讲暂无字幕");
    const { body } = await call<{ captionsUrl: string | null }>(
      t.app,
      "GET",
      `/api/aliVod/playInfo/${freeFile.id + 1}`,
      { token: plain },
    );
    expect(body.data.captionsUrl).toBeNull();
  });

  it("escapes cue text: no tag, entity or timing arrow from a transcript reaches the file as markup", async () => {
    const text = "税率 --> 9% <b>注意</b> & 申报\n\n下一行";
    const starts = (
      await t.server.db
        .select({ startSeconds: lectureTranscripts.startSeconds })
        .from(lectureTranscripts)
        .where(eq(lectureTranscripts.lectureFileId, freeFile.id))
        .orderBy(asc(lectureTranscripts.startSeconds))
    ).map((p) => p.startSeconds);
    await t.server.db
      .update(lectureTranscripts)
      .set({ text, terms: termsOf(text) })
      .where(and(eq(lectureTranscripts.lectureFileId, freeFile.id), eq(lectureTranscripts.startSeconds, starts[1]!)));
    const answer = await captions(freeFile.id, plain);
    expect(answer.text).toContain(
      `2\n${vttTimestamp(starts[1]!)} --> ${vttTimestamp(starts[2]!)}\n税率 --&gt; 9% &lt;b&gt;注意&lt;/b&gt; &amp; 申报 下一行\n\n3\n`,
    );
    expect(answer.text.match(/-->/g)?.length).toBe(3);
  });
});
