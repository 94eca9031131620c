import { SINGLE_COURSE_PRODUCT_TYPES } from "@taxlearn/core";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import {
  courses,
  examPapers,
  examQuestions,
  learningOptions,
  lectureFiles,
  lectureMedia,
  lectureProgress,
  studyPlanLectures,
  studyPlanRequests,
  studyPlans,
  users,
} from "../../db/schema";
import { visibleLecture } from "../../shared/lecture-visibility";
import { onSale } from "../catalogue/catalogue.repo";

export type PlanRow = typeof studyPlans.$inferSelect;
export type PaperRow = typeof examPapers.$inferSelect;
export type QuestionRow = typeof examQuestions.$inferSelect;

export const findGoal = async (db: Executor, userId: number) =>
  (await db.select({ goal: users.learningGoal }).from(users).where(eq(users.id, userId)).limit(1))[0]?.goal ?? null;

export const optionLabels = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: learningOptions.id, groupKey: learningOptions.groupKey, label: learningOptions.label })
        .from(learningOptions)
        .where(inArray(learningOptions.id, [...ids]));

/**
 * Recorded and micro-courses of some categories (on sale) with the lectures learners see, in order (series are never
 * planned).
 */
export async function planningCatalogue(db: Executor, where: { categoryIds?: number[]; courseIds?: number[] }) {
  const filter = where.courseIds
    ? inArray(courses.id, where.courseIds)
    : // a new plan never picks a withdrawn (下架) course; a plan laid out again keeps the courses it names
      and(
        inArray(courses.categoryId, where.categoryIds ?? []),
        inArray(courses.productType, [...SINGLE_COURSE_PRODUCT_TYPES]),
        onSale(),
      );
  const rows = await db
    .select({
      courseId: courses.id,
      categoryId: courses.categoryId,
      productType: courses.productType,
      fileId: lectureFiles.id,
      seconds: lectureMedia.durationSeconds,
    })
    .from(courses)
    .innerJoin(lectureFiles, eq(lectureFiles.courseId, courses.id))
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(and(filter, visibleLecture))
    .orderBy(asc(courses.id), asc(lectureFiles.sort));
  const byCourse = new Map<
    number,
    { courseId: number; categoryId: number; productType: number; lectures: { fileId: number; minutes: number }[] }
  >();
  for (const r of rows) {
    // each lecture at its own length, in whole minutes (a plan never promises less time than the video plays)
    const minutes = Math.max(1, Math.ceil(r.seconds / 60));
    const entry = byCourse.get(r.courseId) ?? {
      courseId: r.courseId,
      categoryId: r.categoryId,
      productType: r.productType,
      lectures: [],
    };
    entry.lectures.push({ fileId: r.fileId, minutes });
    byCourse.set(r.courseId, entry);
  }
  return [...byCourse.values()];
}

export const findPlan = async (db: Executor, userId: number, planId: number) =>
  (
    await db
      .select()
      .from(studyPlans)
      .where(and(eq(studyPlans.id, planId), eq(studyPlans.userId, userId)))
      .limit(1)
  )[0] ?? null;

export const latestActivePlan = async (db: Executor, userId: number) =>
  (
    await db
      .select()
      .from(studyPlans)
      .where(and(eq(studyPlans.userId, userId), eq(studyPlans.status, 1)))
      .orderBy(desc(studyPlans.createdAt), desc(studyPlans.id))
      .limit(1)
  )[0] ?? null;

export async function listPlans(db: Executor, userId: number, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(studyPlans)
      .where(eq(studyPlans.userId, userId))
      .orderBy(desc(studyPlans.createdAt), desc(studyPlans.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(studyPlans).where(eq(studyPlans.userId, userId)),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** The lectures of some plans in order, with their progress. */
export const planLectures = (db: Executor, planIds: readonly number[]) =>
  planIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(studyPlanLectures)
        .where(inArray(studyPlanLectures.planId, [...planIds]))
        .orderBy(asc(studyPlanLectures.planId), asc(studyPlanLectures.sort));

/** A plan's lectures with the titles the detail shows. */
export const planLectureDetails = (db: Executor, planId: number) =>
  db
    .select({
      fileId: studyPlanLectures.fileId,
      courseId: studyPlanLectures.courseId,
      stage: studyPlanLectures.stage,
      week: studyPlanLectures.week,
      minutes: studyPlanLectures.minutes,
      progress: studyPlanLectures.progress,
      title: lectureFiles.title,
      courseTitle: courses.title,
      image: courses.image,
      price: courses.price,
    })
    .from(studyPlanLectures)
    .innerJoin(lectureFiles, eq(lectureFiles.id, studyPlanLectures.fileId))
    .innerJoin(courses, eq(courses.id, studyPlanLectures.courseId))
    .where(eq(studyPlanLectures.planId, planId))
    .orderBy(asc(studyPlanLectures.sort));

/** The learner's current progress on some lectures (a new plan starts from what was already studied). */
export async function progressOf(db: Executor, userId: number, fileIds: readonly number[]) {
  if (fileIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ fileId: lectureProgress.fileId, progress: lectureProgress.progress })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, userId), inArray(lectureProgress.fileId, [...fileIds])));
  return new Map(rows.map((r) => [r.fileId, r.progress]));
}

export const insertPlan = async (db: Executor, values: typeof studyPlans.$inferInsert) =>
  (await db.insert(studyPlans).values(values).returning())[0]!;

export async function replaceLectures(db: Executor, planId: number, rows: (typeof studyPlanLectures.$inferInsert)[]) {
  await db.delete(studyPlanLectures).where(eq(studyPlanLectures.planId, planId));
  for (let i = 0; i < rows.length; i += 200) await db.insert(studyPlanLectures).values(rows.slice(i, i + 200));
}

export const updatePlan = (db: Executor, planId: number, values: Partial<typeof studyPlans.$inferInsert>) =>
  db.update(studyPlans).set(values).where(eq(studyPlans.id, planId));

export const deletePlan = (db: Executor, userId: number, planId: number) =>
  db
    .delete(studyPlans)
    .where(and(eq(studyPlans.id, planId), eq(studyPlans.userId, userId)))
    .returning({ id: studyPlans.id });

/** The progress hook: a lecture's progress copied onto every plan row of its learner (never lowered). */
export const syncLectureProgress = (db: Executor, userId: number, fileId: number, progress: number) =>
  db
    .update(studyPlanLectures)
    .set({ progress: sql`greatest(${studyPlanLectures.progress}, ${progress})` })
    .where(and(eq(studyPlanLectures.userId, userId), eq(studyPlanLectures.fileId, fileId)));

export const insertRequest = async (db: Executor, values: typeof studyPlanRequests.$inferInsert) =>
  (await db.insert(studyPlanRequests).values(values).returning({ id: studyPlanRequests.id }))[0]!;

export const courseTitles = async (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? new Map<number, string>()
    : new Map(
        (
          await db
            .select({ id: courses.id, title: courses.title })
            .from(courses)
            .where(inArray(courses.id, [...ids]))
        ).map((r) => [r.id, r.title]),
      );

export const bankOf = (db: Executor, categoryIds: readonly number[]) =>
  db
    .select({ id: examQuestions.id, categoryId: examQuestions.categoryId, difficulty: examQuestions.difficulty })
    .from(examQuestions)
    .where(inArray(examQuestions.categoryId, [...categoryIds]));

export const questionsByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(examQuestions)
        .where(inArray(examQuestions.id, [...ids]));

export const findPaper = async (db: Executor, userId: number, paperId: number) =>
  (
    await db
      .select()
      .from(examPapers)
      .where(and(eq(examPapers.id, paperId), eq(examPapers.userId, userId)))
      .limit(1)
  )[0] ?? null;

export const papersOfPlan = (db: Executor, planId: number) =>
  db
    .select()
    .from(examPapers)
    .where(eq(examPapers.planId, planId))
    .orderBy(desc(examPapers.startedAt), desc(examPapers.id));

export const insertPaper = async (db: Executor, values: typeof examPapers.$inferInsert) =>
  (await db.insert(examPapers).values(values).returning())[0]!;

/** Records a submission only if none happened yet: the guard against a double submit racing itself. */
export const submitPaper = async (
  db: Executor,
  paperId: number,
  values: { answers: Record<string, string>; score: number; correct: number; submittedAt: Date },
) =>
  (
    await db
      .update(examPapers)
      .set(values)
      .where(and(eq(examPapers.id, paperId), sql`${examPapers.submittedAt} is null`))
      .returning()
  )[0] ?? null;

export const lectureTitles = async (db: Executor, fileIds: readonly number[]) =>
  fileIds.length === 0
    ? new Map<number, { title: string; courseId: number; courseTitle: string }>()
    : new Map(
        (
          await db
            .select({
              id: lectureFiles.id,
              title: lectureFiles.title,
              courseId: courses.id,
              courseTitle: courses.title,
            })
            .from(lectureFiles)
            .innerJoin(courses, eq(courses.id, lectureFiles.courseId))
            .where(inArray(lectureFiles.id, [...fileIds]))
        ).map((r) => [r.id, { title: r.title, courseId: r.courseId, courseTitle: r.courseTitle }]),
      );
