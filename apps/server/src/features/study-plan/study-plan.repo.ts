import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { findUserById } from "../../auth/auth.repo";
import type { Executor } from "../../db/executor";
import { examPapers, examQuestions, studyPlanLectures, studyPlanRequests, studyPlans } from "../../db/schema";
import { courseHeads } from "../catalogue/catalogue-items.repo";
import { plannableCourses } from "../catalogue/plannable-courses.repo";
import { lectureHeads } from "../video/lecture-lookups.repo";
import { visibleLecturesOfCourses } from "../video/lecture-visibility.repo";

export type PlanRow = typeof studyPlans.$inferSelect;
export type PaperRow = typeof examPapers.$inferSelect;
export type QuestionRow = typeof examQuestions.$inferSelect;

export const findGoal = async (db: Executor, userId: number) => (await findUserById(db, userId))?.learningGoal ?? null;

/**
 * Recorded and micro-courses of some categories (on sale) with the lectures learners see, in order (series are never
 * planned): the catalogue's plannable courses, then their lectures in one read.
 */
export async function planningCatalogue(db: Executor, where: { categoryIds?: number[]; courseIds?: number[] }) {
  const courses = await plannableCourses(db, where);
  const lecturesOf = new Map<number, { fileId: number; minutes: number }[]>();
  for (const r of await visibleLecturesOfCourses(
    db,
    courses.map((c) => c.courseId),
  )) {
    // each lecture at its own length, in whole minutes (a plan never promises less time than the video plays)
    const minutes = Math.max(1, Math.ceil(r.seconds / 60));
    lecturesOf.set(r.courseId, [...(lecturesOf.get(r.courseId) ?? []), { fileId: r.fileId, minutes }]);
  }
  // a course without a lecture learners see is not planned (as the join left it out)
  return courses.flatMap((c) => {
    const lectures = lecturesOf.get(c.courseId);
    return lectures ? [{ ...c, lectures }] : [];
  });
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
export async function planLectureDetails(db: Executor, planId: number) {
  const rows = await db
    .select({
      fileId: studyPlanLectures.fileId,
      courseId: studyPlanLectures.courseId,
      stage: studyPlanLectures.stage,
      week: studyPlanLectures.week,
      minutes: studyPlanLectures.minutes,
      progress: studyPlanLectures.progress,
    })
    .from(studyPlanLectures)
    .where(eq(studyPlanLectures.planId, planId))
    .orderBy(asc(studyPlanLectures.sort));
  const [lectures, courses] = await Promise.all([
    lectureHeads(
      db,
      rows.map((r) => r.fileId),
    ),
    courseHeads(db, [...new Set(rows.map((r) => r.courseId))]),
  ]);
  const courseOf = new Map(courses.map((c) => [c.id, c]));
  return rows.flatMap((r) => {
    const lecture = lectures.get(r.fileId);
    const course = courseOf.get(r.courseId);
    return lecture && course
      ? [{ ...r, title: lecture.title, courseTitle: course.title, image: course.image, price: course.price }]
      : [];
  });
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
  new Map((await courseHeads(db, [...ids])).map((r) => [r.id, r.title]));

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

/** Title, course and course title of these lectures, by lecture id. */
export async function lectureTitles(db: Executor, fileIds: readonly number[]) {
  const lectures = await lectureHeads(db, fileIds);
  const titles = await courseTitles(db, [...new Set([...lectures.values()].map((l) => l.courseId))]);
  return new Map(
    [...lectures.values()].flatMap((l) => {
      const courseTitle = titles.get(l.courseId);
      return courseTitle === undefined ? [] : [[l.id, { title: l.title, courseId: l.courseId, courseTitle }] as const];
    }),
  );
}
