import { courseLength } from "@taxlearn/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { courses } from "../../db/schema/catalogue";
import { lectureFiles, lectureMedia } from "../../db/schema/video";
import { visibleLecture } from "../../shared/lecture-visibility";

/**
 * Recounts the lessons and minutes a course's page shows from the lectures learners see, in the caller's
 * transaction. Called whenever that set or a video's length changes (publish, withdraw, delete, a new transcode),
 * so the stored figures never claim lectures or minutes the course does not play.
 */
export async function refreshCourseLength(tx: Executor, courseIds: ReadonlyArray<number>): Promise<void> {
  for (const courseId of new Set(courseIds)) {
    const lectures = await tx
      .select({ seconds: lectureMedia.durationSeconds })
      .from(lectureFiles)
      .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
      .where(and(eq(lectureFiles.courseId, courseId), visibleLecture));
    const { lessonCount, minutes } = courseLength(lectures.map((l) => l.seconds));
    await tx.update(courses).set({ lessonCount, durationMinutes: minutes }).where(eq(courses.id, courseId));
  }
}

/** The courses with a visible lecture playing this video (a re-transcoded video changes their length). */
export async function coursesPlaying(tx: Executor, mediaIds: ReadonlyArray<string>): Promise<number[]> {
  if (mediaIds.length === 0) return [];
  const rows = await tx
    .select({ courseId: lectureFiles.courseId })
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(and(inArray(lectureFiles.mediaId, [...mediaIds]), visibleLecture))
    .groupBy(lectureFiles.courseId);
  return rows.map((r) => r.courseId);
}
