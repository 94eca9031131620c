import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { lectureFiles, lectureProgress } from "../../db/schema/video";

/** A learner's courses as their lecture progress shows them (the learner centre's 学习中 list). */

const lastStudied = sql<Date>`max(${lectureProgress.updatedAt})`.mapWith(lectureProgress.updatedAt);

/**
 * One page of the courses a learner has started (any lecture with saved progress or position), most recently
 * studied first. Reads the learner's lecture_progress rows by its primary key (user first).
 */
export async function listStartedCourses(db: Database, userId: number, page: number, pageSize: number) {
  const mine = eq(lectureProgress.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        courseId: lectureFiles.courseId,
        lastStudyTime: lastStudied,
        progressSum: sql<number>`sum(${lectureProgress.progress})::int`,
        studied: sql<number>`count(*)::int`,
      })
      .from(lectureProgress)
      .innerJoin(lectureFiles, eq(lectureFiles.id, lectureProgress.fileId))
      .where(mine)
      .groupBy(lectureFiles.courseId)
      .orderBy(desc(lastStudied), desc(lectureFiles.courseId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(distinct ${lectureFiles.courseId})::int` })
      .from(lectureProgress)
      .innerJoin(lectureFiles, eq(lectureFiles.id, lectureProgress.fileId))
      .where(mine),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** For each course, the lecture the learner studied last and its saved position. */
export async function lastLectures(db: Database, userId: number, courseIds: readonly number[]) {
  if (courseIds.length === 0) return [];
  return db
    .selectDistinctOn([lectureFiles.courseId], {
      courseId: lectureFiles.courseId,
      fileId: lectureFiles.id,
      title: lectureFiles.title,
      breakpoint: lectureProgress.breakpointSeconds,
    })
    .from(lectureProgress)
    .innerJoin(lectureFiles, eq(lectureFiles.id, lectureProgress.fileId))
    .where(and(eq(lectureProgress.userId, userId), inArray(lectureFiles.courseId, [...courseIds])))
    .orderBy(asc(lectureFiles.courseId), desc(lectureProgress.updatedAt), desc(lectureFiles.sort));
}

/** How many lecture files each course has (lecture_files_course_idx). */
export async function lectureCounts(db: Database, courseIds: readonly number[]) {
  if (courseIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ courseId: lectureFiles.courseId, n: sql<number>`count(*)::int` })
    .from(lectureFiles)
    .where(inArray(lectureFiles.courseId, [...courseIds]))
    .groupBy(lectureFiles.courseId);
  return new Map(rows.map((r) => [r.courseId, r.n]));
}

/** Whether the learner has study records in the course (a withdrawn course stays open to them). */
export const hasStudiedCourse = async (db: Executor, userId: number, courseId: number): Promise<boolean> =>
  (
    await db
      .select({ one: sql<number>`1` })
      .from(lectureProgress)
      .innerJoin(lectureFiles, eq(lectureFiles.id, lectureProgress.fileId))
      .where(and(eq(lectureProgress.userId, userId), eq(lectureFiles.courseId, courseId)))
      .limit(1)
  ).length > 0;
