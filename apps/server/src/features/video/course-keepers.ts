import type { Executor } from "../../db/executor";
import { ownsCourse } from "../orders/course-ownership.repo";
import { hasStudiedCourse } from "./learner-courses.repo";

/** Who keeps a withdrawn (下架) course open: its buyers and the learners with study records in it. */
export const keepsCourse = async (db: Executor, userId: number, courseId: number): Promise<boolean> =>
  (await ownsCourse(db, userId, courseId)) || hasStudiedCourse(db, userId, courseId);
