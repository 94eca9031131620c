import { courseLength } from "@taxlearn/core";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, lectureFiles, lectureMedia } from "../../db/schema";
import { recordedCourseId } from "../../testing/seeded-courses";
import { call, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { coursesPlaying } from "../video/lecture-visibility.repo";
import { refreshCourseLength } from "./course-length.repo";

let t: TestServer;
let editor: string;

beforeAll(async () => {
  t = await startTestServer();
  editor = await loginAs(t.app, "13800000011");
}, 240_000);
afterAll(() => t.close());

/** What learners can play of a course: the lectures' lengths in seconds. */
const playedSeconds = async (courseId: number) =>
  (
    await t.server.db
      .select({ seconds: lectureMedia.durationSeconds })
      .from(lectureFiles)
      .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
      .where(
        and(
          eq(lectureFiles.courseId, courseId),
          eq(lectureFiles.published, true),
          isNull(lectureFiles.deletedAt),
          eq(lectureMedia.ready, true),
        ),
      )
  ).map((r) => r.seconds);

/** The length the course page shows (the public detail endpoint). */
const shownLength = async (courseId: number) => {
  const { body } = await call<{ lessonCount: number; durationMinutes: number }>(
    t.app,
    "GET",
    `/api/onlineProduct/detail/${courseId}`,
  );
  expect(body.status).toBe(200);
  return { lessonCount: body.data.lessonCount, minutes: body.data.durationMinutes };
};

const lecturesOf = (courseId: number) =>
  t.server.db
    .select({ id: lectureFiles.id, mediaId: lectureFiles.mediaId })
    .from(lectureFiles)
    .where(eq(lectureFiles.courseId, courseId))
    .orderBy(asc(lectureFiles.sort));

describe("a course's length is the length of the lectures it plays", () => {
  it("holds for every seeded course: as many lessons as lectures, minutes summed from their videos", async () => {
    const all = await t.server.db
      .select({ id: courses.id, lessonCount: courses.lessonCount, minutes: courses.durationMinutes })
      .from(courses)
      .where(eq(courses.productType, 1));
    expect(all.length).toBeGreaterThan(20);
    for (const course of all) {
      expect({ id: course.id, ...courseLength(await playedSeconds(course.id)) }).toEqual(course);
    }
  });

  it("follows the console: withdrawing, publishing again and deleting a lecture recount the course page", async () => {
    const course = { id: await recordedCourseId(t) };
    const lectures = await lecturesOf(course.id);
    const before = await shownLength(course.id);
    expect(before.lessonCount).toBe(lectures.length);

    const publish = (id: number, published: "0" | "1") =>
      call(t.app, "POST", `/api/admin/lectures/${id}/publish`, { token: editor, form: { published } });
    expect((await publish(lectures[0]!.id, "0")).body.status).toBe(200);
    const withdrawn = await shownLength(course.id);
    expect(withdrawn).toEqual(courseLength(await playedSeconds(course.id)));
    expect(withdrawn.lessonCount).toBe(lectures.length - 1);

    expect((await publish(lectures[0]!.id, "1")).body.status).toBe(200);
    expect(await shownLength(course.id)).toEqual(before);

    const last = lectures.at(-1)!;
    const deleted = await call(t.app, "POST", `/api/admin/lectures/${last.id}/delete`, { token: editor });
    expect(deleted.body.status).toBe(200);
    const after = await shownLength(course.id);
    expect(after.lessonCount).toBe(lectures.length - 1);
    expect(after).toEqual(courseLength(await playedSeconds(course.id)));
  });

  it("follows a video transcoded again at another length, for every course playing it", async () => {
    const [file] = await t.server.db
      .select({ mediaId: lectureFiles.mediaId, courseId: lectureFiles.courseId })
      .from(lectureFiles)
      .where(eq(lectureFiles.published, true))
      .orderBy(asc(lectureFiles.id))
      .limit(1);
    const playing = await coursesPlaying(t.server.db, [file!.mediaId]);
    expect(playing).toContain(file!.courseId);
    await t.server.db.transaction(async (tx) => {
      await tx.update(lectureMedia).set({ durationSeconds: 1_800 }).where(eq(lectureMedia.id, file!.mediaId));
      await refreshCourseLength(tx, playing);
    });
    for (const courseId of playing) {
      const [row] = await t.server.db
        .select({ lessonCount: courses.lessonCount, minutes: courses.durationMinutes })
        .from(courses)
        .where(eq(courses.id, courseId));
      expect(row).toEqual(courseLength(await playedSeconds(courseId)));
      // half an hour per lecture playing it: the course now reads at least that
      expect(row!.minutes).toBeGreaterThanOrEqual(30);
    }
    expect(await coursesPlaying(t.server.db, [])).toEqual([]);
  });
});
