import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, courses, lectureFiles, lectureMedia, lectureProgress, users } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";

let t: TestServer;
let editor: string;
let learner: string;
let courseId: number;
/** A seeded lecture of a free course (its video is ready). */
let seeded: { id: number; courseId: number; mediaId: string };

beforeAll(async () => {
  t = await startTestServer();
  [editor, learner] = await Promise.all([loginAs(t.app, "13800000011"), loginAs(t.app, DEMO.plain)]);
  const [free] = await t.server.db.select({ id: courses.id }).from(courses).where(eq(courses.price, "0.00")).limit(1);
  courseId = free!.id;
  const [file] = await t.server.db
    .select({ id: lectureFiles.id, courseId: lectureFiles.courseId, mediaId: lectureFiles.mediaId })
    .from(lectureFiles)
    .where(eq(lectureFiles.courseId, courseId))
    .orderBy(asc(lectureFiles.sort))
    .limit(1);
  seeded = file!;
  // starting a server (and ffmpeg) is slow on a loaded machine
}, 240_000);
afterAll(() => t.close());

type Card = { id: number; type: number; pointTime: number; answer: string; configure: string };
const save = (form: Record<string, string>) =>
  call<{ id: number; published: boolean; videoReady: boolean; deleted: boolean }>(
    t.app,
    "POST",
    "/api/admin/lectures/save",
    {
      token: editor,
      form: { courseId: String(courseId), sort: "50", ...form },
    },
  );
const saveCard = (form: Record<string, string>, lectureId = seeded.id) =>
  call<Card[]>(t.app, "POST", `/api/admin/lectures/${lectureId}/cards/save`, { token: editor, form });

describe("lectures", () => {
  it("lists courses to pick from and a course's lectures", async () => {
    const picked = await call<{ id: number; lectures: number }[]>(
      t.app,
      "GET",
      "/api/admin/lecture-courses?keyword=%25",
      {
        token: editor,
      },
    );
    expect(picked.body.status).toBe(200);
    const list = await call<{ id: number }[]>(t.app, "GET", `/api/admin/lectures?courseId=${courseId}`, {
      token: editor,
    });
    expect(list.body.data.map((l) => l.id)).toContain(seeded.id);
    expect((await call(t.app, "GET", "/api/admin/lectures?courseId=999999", { token: editor })).body.status).toBe(404);
  });

  it("creates a draft and edits it; bad fields are refused in Chinese", async () => {
    const created = await save({ title: "  新讲次  ", chapterTitle: "第二章" });
    expect(created.body.data).toMatchObject({ published: false, videoReady: false });
    const edited = await save({ id: String(created.body.data.id), title: "改名", sort: "3", free: "1" });
    expect(edited.body.data).toMatchObject({ title: "改名", sort: 3, free: true });
    expect((await save({ title: "" })).body).toMatchObject({ status: 400, msg: "请填写讲次标题（最多 60 个字）" });
    expect((await save({ title: "a", sort: "0" })).body).toMatchObject({
      status: 400,
      msg: "排序须为 1 到 9999 之间的整数",
    });
    expect((await save({ title: "a", chapterTitle: "章".repeat(31) })).body.status).toBe(400);
    expect((await save({ title: "a", sort: "x" })).body.status).toBe(400);
    // an id of another course's lecture is not edited through this course
    const other = await call(t.app, "POST", "/api/admin/lectures/save", {
      token: editor,
      form: { id: String(seeded.id), courseId: String(courseId + 1), title: "x", sort: "1" },
    });
    expect(other.body.status).toBe(404);
    // a draft without a video cannot be published
    const publish = await call(t.app, "POST", `/api/admin/lectures/${created.body.data.id}/publish`, {
      token: editor,
      form: { published: "1" },
    });
    expect(publish.body.status).toBe(409);
  });

  it("deletes a lecture nobody studied, and only hides one a learner studied (soft delete)", async () => {
    const fresh = (await save({ title: "没人学过" })).body.data;
    const gone = await call<{ soft: boolean }>(t.app, "POST", `/api/admin/lectures/${fresh.id}/delete`, {
      token: editor,
    });
    expect(gone.body.data).toEqual({ soft: false });
    expect(await t.server.db.select().from(lectureFiles).where(eq(lectureFiles.id, fresh.id))).toEqual([]);

    const [me] = await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO.plain));
    const watched = await call<{ progress: number }>(t.app, "POST", "/api/writeStudyRecord", {
      token: learner,
      form: { fileId: String(seeded.id), position: "5" },
    });
    expect(watched.body.status).toBe(200);
    const soft = await call<{ soft: boolean }>(t.app, "POST", `/api/admin/lectures/${seeded.id}/delete`, {
      token: editor,
    });
    expect(soft.body).toMatchObject({ status: 200, data: { soft: true } });
    expect(
      await t.server.db
        .select()
        .from(lectureProgress)
        .where(and(eq(lectureProgress.userId, me!.id), eq(lectureProgress.fileId, seeded.id))),
    ).toHaveLength(1);
    expect((await call(t.app, "GET", `/api/aliVod/playInfo/${seeded.id}`, { token: learner })).body.status).toBe(404);
    const lectures = await call<{ lectures: { fileId: number }[] }>(
      t.app,
      "GET",
      `/api/onlineProduct/lectures/${courseId}`,
      {
        token: learner,
      },
    );
    expect(lectures.body.data.lectures.map((l) => l.fileId)).not.toContain(seeded.id);
    expect((await call(t.app, "POST", `/api/admin/lectures/${seeded.id}/delete`, { token: editor })).body.status).toBe(
      404,
    );
    // back for the card tests (as a restore would)
    await t.server.db
      .update(lectureFiles)
      .set({ deletedAt: null, published: true })
      .where(eq(lectureFiles.id, seeded.id));
  });
});

describe("interaction cards", () => {
  it("adds a two-choice quiz at 00:05 that the learner's player reads", async () => {
    const saved = await saveCard({
      type: "9",
      pointTime: "5",
      timeout: "30",
      isInterrupt: "1",
      content: "增值税的纳税人分为哪两类？",
      answer1: "一般纳税人和小规模纳税人",
      answer2: "个人和企业",
      isTrue: "0",
      analysis: "增值税纳税人分为一般纳税人和小规模纳税人。",
    });
    expect(saved.body.status).toBe(200);
    const quiz = saved.body.data.find((c) => c.type === 9 && c.pointTime === 5)!;
    expect(JSON.parse(quiz.answer)).toMatchObject({ isTrue: 0, answer2: "个人和企业" });
    const events = await call<{ id: number; type: number; pointTime: number }[]>(
      t.app,
      "GET",
      `/api/onlineProduct/fileExtraData?fileId=${seeded.id}`,
      { token: learner },
    );
    expect(events.body.data).toContainEqual(expect.objectContaining({ id: quiz.id, type: 9, pointTime: 5 }));

    // moved to 00:07, then removed
    const moved = await saveCard({
      cardId: String(quiz.id),
      type: "9",
      pointTime: "7",
      timeout: "30",
      content: "增值税的纳税人分为哪两类？",
      answer1: "一般纳税人和小规模纳税人",
      answer2: "个人和企业",
      isTrue: "0",
      analysis: "解析",
    });
    expect(moved.body.data.find((c) => c.id === quiz.id)?.pointTime).toBe(7);
    const removed = await call<Card[]>(t.app, "POST", `/api/admin/lectures/${seeded.id}/cards/${quiz.id}/delete`, {
      token: editor,
    });
    expect(removed.body.data.map((c) => c.id)).not.toContain(quiz.id);
    const actions = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `card:${quiz.id}`));
    expect(actions.map((a) => a.action)).toEqual(["adminCardSave", "adminCardSave", "adminCardDelete"]);
  });

  it("places an image overlay by its box and refuses a box outside the video", async () => {
    const image = { type: "1", pointTime: "2", timeout: "3", animationUrl: "/media/video/cards/formula.png" };
    const placed = await saveCard({ ...image, posX: "0.6", posY: "0.1", posW: "0.35", posH: "0.2" });
    expect(placed.body.data.some((c) => c.configure.includes('"posX":0.6'))).toBe(true);
    const outside = await saveCard({ ...image, posX: "0.8", posY: "0.1", posW: "0.35", posH: "0.2" });
    expect(outside.body).toMatchObject({ status: 400, msg: "图片位置须完整位于画面之内，且宽高不小于画面的 5%" });
    const nan = await saveCard({ ...image, posX: "abc" });
    expect(nan.body.status).toBe(400);
  });

  it("refuses bad cards with Chinese messages naming the field, and cards of another video", async () => {
    expect((await saveCard({ type: "9", pointTime: "5", timeout: "30", content: "题目" })).body).toMatchObject({
      status: 400,
      msg: "请填写选项一",
    });
    expect((await saveCard({ type: "2", pointTime: "99999", timeout: "3", content: "x" })).body.msg).toMatch(
      /^出现时间须为 0 到 \d+ 之间的整秒$/,
    );
    expect((await saveCard({ type: "4", pointTime: "1", timeout: "3" })).body.msg).toBe("请选择卡片类型");
    expect(
      (await saveCard({ type: "2", pointTime: "1", timeout: "3", content: "x", htmlRouter: "javascript:alert(1)" }))
        .body.status,
    ).toBe(400);
    // a card id of another video is not this lecture's
    const [otherMedia] = await t.server.db
      .select({ id: lectureMedia.id })
      .from(lectureMedia)
      .where(eq(lectureMedia.id, "sample-100401")); // seeded card 401: the first lecture of the fourth course
    expect(otherMedia).toBeDefined();
    const foreign = await saveCard({ cardId: "401", type: "2", pointTime: "1", timeout: "3", content: "x" });
    expect(foreign.body).toMatchObject({ status: 404, msg: "互动卡片不存在" });
  });

  it("keeps one opening clip per video", async () => {
    const clip = { type: "5", pointTime: "0", animationUrl: "/media/video/clips/closing.mp4" };
    await saveCard(clip);
    const twice = await saveCard(clip);
    expect(twice.body.data.filter((c) => c.type === 5)).toHaveLength(1);
  });
});
