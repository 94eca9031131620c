import { desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { lectureFiles, lectureProgress } from "../../db/schema";
import { courseTitleRows } from "../catalogue/course-lookups.repo";

/** A learner's newest lecture progress with the lecture's and the course's titles (the console's user page). */
export async function newestStudyOf(db: Executor, userId: number, limit: number) {
  const course = courseTitleRows(db);
  return db
    .select({
      courseId: course.courseId,
      courseTitle: course.title,
      lectureTitle: lectureFiles.title,
      progress: lectureProgress.progress,
      updatedAt: lectureProgress.updatedAt,
    })
    .from(lectureProgress)
    .innerJoin(lectureFiles, eq(lectureFiles.id, lectureProgress.fileId))
    .innerJoin(course, eq(course.courseId, lectureFiles.courseId))
    .where(eq(lectureProgress.userId, userId))
    .orderBy(desc(lectureProgress.updatedAt))
    .limit(limit);
}
