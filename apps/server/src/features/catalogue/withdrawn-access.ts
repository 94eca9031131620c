import type { Executor } from "../../db/executor";
import { ownsCourse } from "../orders/course-ownership.repo";
import { courseWithdrawnAt, hasStudiedCourse } from "./courses.repo";

/** What a learner without the course meets on a withdrawn (下架) course's pages and calls. */
export const COURSE_WITHDRAWN = "该课程已下架";

/**
 * Whether the course may be shown to this user: any course on sale; a withdrawn one only to a learner who bought
 * it or has study records in it (their own content never disappears). Null when the course does not exist.
 */
export async function courseOpenTo(db: Executor, courseId: number, userId: number | null): Promise<boolean | null> {
  const withdrawnAt = await courseWithdrawnAt(db, courseId);
  if (withdrawnAt === undefined) return null;
  if (withdrawnAt === null) return true;
  if (userId === null) return false;
  if (await ownsCourse(db, userId, courseId)) return true;
  return hasStudiedCourse(db, userId, courseId);
}
