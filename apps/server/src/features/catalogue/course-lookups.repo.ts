import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { courses } from "../../db/schema";

/** A course's id and category (the forum files a question under it), or undefined. */
export const courseCategoryOf = async (db: Executor, id: number) =>
  (await db.select({ id: courses.id, categoryId: courses.categoryId }).from(courses).where(eq(courses.id, id)))[0];

/** The titles of these courses, by id (an id without a course is absent). */
export async function courseTitlesByIds(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inArray(courses.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Courses by title, as a subquery another feature joins in its own statement (a learner's study history). */
export const courseTitleRows = (db: Executor) =>
  db.select({ courseId: courses.id, title: courses.title }).from(courses).as("course_title");

/** The paid courses (newest first, at most `limit`) a form offers to link. */
export const paidCourseChoices = (db: Executor, limit: number) =>
  db
    .select({ id: courses.id, name: courses.title })
    .from(courses)
    .where(sql`${courses.price}::numeric > 0`)
    .orderBy(desc(courses.id))
    .limit(limit);
