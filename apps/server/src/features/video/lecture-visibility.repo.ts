import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { lectureFiles, lectureMedia } from "../../db/schema/video";

/**
 * The lectures a learner sees: published, not deleted, their video transcoded. Needs lecture_media joined.
 * The course page lists these, its length counts these, and a study plan plans these.
 */
export const visibleLecture = and(
  eq(lectureFiles.published, true),
  isNull(lectureFiles.deletedAt),
  eq(lectureMedia.ready, true),
)!;

/** The length in seconds of each lecture of the course a learner sees (what its lesson count and minutes count). */
export async function visibleLectureSeconds(db: Executor, courseId: number): Promise<number[]> {
  const lectures = await db
    .select({ seconds: lectureMedia.durationSeconds })
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(and(eq(lectureFiles.courseId, courseId), visibleLecture));
  return lectures.map((l) => l.seconds);
}

/** The courses with a visible lecture playing this video (a re-transcoded video changes their length). */
export async function coursesPlaying(db: Executor, mediaIds: ReadonlyArray<string>): Promise<number[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .select({ courseId: lectureFiles.courseId })
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(and(inArray(lectureFiles.mediaId, [...mediaIds]), visibleLecture))
    .groupBy(lectureFiles.courseId);
  return rows.map((r) => r.courseId);
}

/** The lectures learners see of these courses, each course's in its order, with their lengths (study plans plan these). */
export const visibleLecturesOfCourses = (db: Executor, courseIds: readonly number[]) =>
  courseIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ courseId: lectureFiles.courseId, fileId: lectureFiles.id, seconds: lectureMedia.durationSeconds })
        .from(lectureFiles)
        .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
        .where(and(inArray(lectureFiles.courseId, [...courseIds]), visibleLecture))
        .orderBy(asc(lectureFiles.courseId), asc(lectureFiles.sort));
