import type { Executor } from "../../db/executor";
import { courseWithdrawnAt } from "./courses.repo";

/** What a learner without the course meets on a withdrawn (下架) course's pages and calls. */
export const COURSE_WITHDRAWN = "该课程已下架";

/**
 * Whether the learner keeps a withdrawn course: they bought it or have study records in it. The purchases and the
 * study records are other features' (orders, video), which build on the catalogue: the server passes their answer in.
 */
export type KeepsCourse = (db: Executor, userId: number, courseId: number) => Promise<boolean>;

/**
 * Whether the course may be shown to this user: any course on sale; a withdrawn one only to a learner who keeps it
 * (their own content never disappears). Null when the course does not exist.
 */
export async function courseOpenTo(
  db: Executor,
  courseId: number,
  userId: number | null,
  keepsCourse: KeepsCourse,
): Promise<boolean | null> {
  const withdrawnAt = await courseWithdrawnAt(db, courseId);
  if (withdrawnAt === undefined) return null;
  if (withdrawnAt === null) return true;
  if (userId === null) return false;
  return keepsCourse(db, userId, courseId);
}
