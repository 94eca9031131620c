import { isFree } from "@taxlearn/core";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coursePurchases, courses, lectureFiles, lectureMedia, users } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { hashPassword } from "../accounts/passwords";

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
interface StudyClass {
  id: number;
  title: string;
  progress: number;
  lastFileId: number;
  lastLectureTitle: string;
  breakpoint: number;
  studiedLectures: number;
  lectureCount: number;
  lastStudyTime: string;
}

let t: TestServer;
let a: { userId: number; token: string };
let b: { userId: number; token: string };
let freeCourses: { id: number; lessonCount: number }[];
let paidCourses: { id: number }[];

const get = <D>(path: string, token?: string) =>
  call<D>(t.app, "GET", path, token ? { token } : {}).then((r) => r.body);
const post = (path: string, form: Record<string, string>, token: string) =>
  call(t.app, "POST", path, { form, token }).then((r) => r.body);

async function freshLearner(mobile: string) {
  const [user] = await t.server.db
    .insert(users)
    .values({ mobile, username: `学员${mobile.slice(-4)}`, passwordHash: await hashPassword(DEMO.password) })
    .returning({ id: users.id });
  return { userId: user!.id, token: await loginAs(t.app, mobile) };
}

const lecturesOf = (courseId: number) =>
  t.server.db
    .select({ id: lectureFiles.id, title: lectureFiles.title, duration: lectureMedia.durationSeconds })
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(eq(lectureFiles.courseId, courseId))
    .orderBy(asc(lectureFiles.sort));
const classList = (token: string, query = "") => get<Page<StudyClass>>(`/api/study/classList${query}`, token);

beforeAll(async () => {
  t = await startTestServer();
  a = await freshLearner("13900000021");
  b = await freshLearner("13900000022");
  const all = await t.server.db
    .select({ id: courses.id, price: courses.price, lessonCount: courses.lessonCount })
    .from(courses)
    .orderBy(courses.id);
  freeCourses = all.filter((c) => isFree(c.price) && c.lessonCount >= 2);
  paidCourses = all.filter((c) => !isFree(c.price));
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/study/classList", () => {
  it("is empty for a learner who has started nothing", async () => {
    expect((await classList(a.token)).data).toEqual({ list: [], total: 0, page: 1, pageSize: 10 });
  });

  it("lists a started course with its progress over every lecture and the lecture and second to resume at", async () => {
    const course = freeCourses[0]!;
    const [first, second] = await lecturesOf(course.id);
    await post("/api/writeStudyRecord", { fileId: String(first!.id), position: String(first!.duration) }, a.token);
    t.advance(60_000);
    await post(
      "/api/writeStudyRecord",
      { fileId: String(second!.id), position: String(second!.duration / 2) },
      a.token,
    );
    await post("/api/writeBreakpointRecord", { fileId: String(second!.id), breakpoint: "12.5" }, a.token);
    const { data } = await classList(a.token);
    expect(data.total).toBe(1);
    const half = Math.round((second!.duration / 2 / second!.duration) * 100);
    expect(data.list[0]).toMatchObject({
      id: course.id,
      progress: Math.round((100 + half) / course.lessonCount),
      lastFileId: second!.id,
      lastLectureTitle: second!.title,
      breakpoint: 12.5,
      studiedLectures: 2,
      lectureCount: course.lessonCount,
      lastStudyTime: t.now().toISOString(),
    });
  });

  it("puts the course studied last first", async () => {
    const [lecture] = await lecturesOf(freeCourses[1]!.id);
    t.advance(60_000);
    await post("/api/writeBreakpointRecord", { fileId: String(lecture!.id), breakpoint: "3" }, a.token);
    const { data } = await classList(a.token);
    expect(data.list.map((c) => c.id)).toEqual([freeCourses[1]!.id, freeCourses[0]!.id]);
    expect(data.list[0]).toMatchObject({ progress: 0, breakpoint: 3 });
  });

  it("never shows a paid course the learner may not watch (progress is refused), nor another learner's courses", async () => {
    const [paidLecture] = await lecturesOf(paidCourses[0]!.id);
    expect(
      (await post("/api/writeBreakpointRecord", { fileId: String(paidLecture!.id), breakpoint: "5" }, b.token)).status,
    ).toBe(403);
    expect((await classList(b.token, `?userId=${a.userId}`)).data.total).toBe(0);
  });

  it("pages, refuses bad page input with 400 and anonymous callers with 401", async () => {
    const more = freeCourses.slice(2, 12);
    expect(more.length).toBeGreaterThan(8);
    for (const course of more) {
      const [lecture] = await lecturesOf(course.id);
      await post("/api/writeBreakpointRecord", { fileId: String(lecture!.id), breakpoint: "1" }, a.token);
    }
    const total = 2 + more.length;
    expect((await classList(a.token)).data).toMatchObject({ total, page: 1 });
    expect((await classList(a.token)).data.list).toHaveLength(10);
    expect((await classList(a.token, "?page=2")).data.list).toHaveLength(total - 10);
    expect((await classList(a.token, "?page=0")).status).toBe(400);
    expect((await classList(a.token, "?pageSize=15")).status).toBe(400);
    expect((await get("/api/study/classList")).status).toBe(401);
  });
});

describe("GET /api/cart/onlinePurchasedList", () => {
  const purchased = (token: string, query = "") =>
    get<Page<{ id: number; purchasedAt: string }>>(`/api/cart/onlinePurchasedList${query}`, token);

  it("lists the learner's own purchases newest first, never another learner's", async () => {
    expect((await purchased(a.token)).data.total).toBe(0);
    const now = t.now().getTime();
    await t.server.db.insert(coursePurchases).values([
      { userId: a.userId, courseId: paidCourses[0]!.id, purchasedAt: new Date(now - 2000) },
      { userId: a.userId, courseId: paidCourses[1]!.id, purchasedAt: new Date(now - 1000) },
    ]);
    const { data } = await purchased(a.token);
    expect(data.list.map((c) => c.id)).toEqual([paidCourses[1]!.id, paidCourses[0]!.id]);
    expect(data.list[0]!.purchasedAt).toBe(new Date(now - 1000).toISOString());
    expect((await purchased(b.token, `?userId=${a.userId}`)).data.total).toBe(0);
  });

  it("pages and refuses bad input", async () => {
    expect((await purchased(a.token, "?page=2")).data).toMatchObject({ list: [], total: 2, page: 2 });
    expect((await purchased(a.token, "?page=abc")).status).toBe(400);
    expect((await get("/api/cart/onlinePurchasedList")).status).toBe(401);
  });
});

describe("the seeded demo learners", () => {
  it("have started courses (progress and a lecture to resume) and purchases", async () => {
    for (const account of [DEMO.plain, DEMO.vip]) {
      const token = await loginAs(t.app, account);
      const { data } = await classList(token);
      expect(data.total).toBeGreaterThan(1);
      for (const course of data.list) {
        expect(course.progress).toBeGreaterThanOrEqual(0);
        expect(course.progress).toBeLessThanOrEqual(100);
        expect(Math.floor(course.lastFileId / 100)).toBe(course.id);
      }
      expect((await get<Page<unknown>>("/api/cart/onlinePurchasedList", token)).data.total).toBeGreaterThan(0);
    }
  });
});
