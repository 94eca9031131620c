import { courseLength } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import { setCourseLength } from "../catalogue/courses.repo";
import { visibleLectureSeconds } from "../video/lecture-visibility.repo";

/**
 * Recounts the lessons and minutes a course's page shows from the lectures learners see, in the caller's
 * transaction. Called whenever that set or a video's length changes (publish, withdraw, delete, a new transcode),
 * so the stored figures never claim lectures or minutes the course does not play.
 */
export async function refreshCourseLength(tx: Executor, courseIds: ReadonlyArray<number>): Promise<void> {
  for (const courseId of new Set(courseIds)) {
    const { lessonCount, minutes } = courseLength(await visibleLectureSeconds(tx, courseId));
    await setCourseLength(tx, courseId, { lessonCount, durationMinutes: minutes });
  }
}
