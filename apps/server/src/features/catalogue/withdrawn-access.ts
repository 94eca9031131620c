import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { courses } from "../../db/schema/catalogue";
import { lectureFiles, lectureProgress } from "../../db/schema/video";
import { ownsCourse } from "../orders/course-ownership.repo";

/** What a learner without the course meets on a withdrawn (下架) course's pages and calls. */
export const COURSE_WITHDRAWN = "该课程已下架";

/**
 * Whether the course may be shown to this user: any course on sale; a withdrawn one only to a learner who bought
 * it or has study records in it (their own content never disappears). Null when the course does not exist.
 */
export async function courseOpenTo(db: Executor, courseId: number, userId: number | null): Promise<boolean | null> {
  const [row] = await db
    .select({ withdrawnAt: courses.withdrawnAt })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!row) return null;
  if (row.withdrawnAt === null) return true;
  if (userId === null) return false;
  if (await ownsCourse(db, userId, courseId)) return true;
  const [kept] = await db
    .select({ one: sql<number>`1` })
    .from(lectureProgress)
    .innerJoin(lectureFiles, eq(lectureFiles.id, lectureProgress.fileId))
    .where(and(eq(lectureProgress.userId, userId), eq(lectureFiles.courseId, courseId)))
    .limit(1);
  return kept !== undefined;
}
