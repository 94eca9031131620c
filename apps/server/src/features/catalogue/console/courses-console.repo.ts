import { and, asc, count, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { categories, courseDrafts, courseLecturers, courses, lecturers } from "../../../db/schema";

export type DraftRow = typeof courseDrafts.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
type DraftValues = Omit<typeof courseDrafts.$inferInsert, "id" | "createdAt" | "updatedAt" | "publishedCourseId">;

/** The course categories and lecturers a course form offers. */
export async function courseFormChoices(db: Executor) {
  const [courseCategories, people] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.kind, "course"))
      .orderBy(asc(categories.sort), asc(categories.id)),
    db.select({ id: lecturers.id, name: lecturers.nickname }).from(lecturers).orderBy(asc(lecturers.id)),
  ]);
  return { courseCategories, lecturers: people };
}

/** Each course's lecturer ids in their order. */
export async function lecturerIdsOf(db: Executor, courseIds: number[]): Promise<Map<number, number[]>> {
  const rows =
    courseIds.length === 0
      ? []
      : await db
          .select({ courseId: courseLecturers.courseId, lecturerId: courseLecturers.lecturerId })
          .from(courseLecturers)
          .where(inArray(courseLecturers.courseId, courseIds))
          .orderBy(asc(courseLecturers.sort));
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(r.courseId, [...(map.get(r.courseId) ?? []), r.lecturerId]);
  return map;
}

const titleMatches = (column: typeof courses.title | typeof courseDrafts.title, keyword: string) =>
  keyword === "" ? undefined : sql`strpos(${column}, ${keyword}) > 0`;

/** Unpublished drafts (the newest 50) and a page of courses (withdrawn ones too), newest change first. */
export async function listConsoleCourses(db: Executor, keyword: string, page: number, pageSize: number) {
  const where = titleMatches(courses.title, keyword);
  const [drafts, rows, [total]] = await Promise.all([
    db
      .select()
      .from(courseDrafts)
      .where(and(isNull(courseDrafts.publishedCourseId), titleMatches(courseDrafts.title, keyword)))
      .orderBy(desc(courseDrafts.updatedAt))
      .limit(50),
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(desc(courses.updatedAt), asc(courses.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { drafts, rows, total: total?.n ?? 0 };
}

export const courseCategoryExists = async (db: Executor, id: number): Promise<boolean> =>
  (
    await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.kind, "course")))
  ).length > 0;

export const countLecturers = async (db: Executor, ids: readonly number[]): Promise<number> =>
  (
    await db
      .select({ id: lecturers.id })
      .from(lecturers)
      .where(inArray(lecturers.id, [...ids]))
  ).length;

export async function setLecturers(tx: Executor, courseId: number, ids: readonly number[]) {
  await tx.delete(courseLecturers).where(eq(courseLecturers.courseId, courseId));
  if (ids.length > 0)
    await tx.insert(courseLecturers).values(ids.map((lecturerId, sort) => ({ courseId, lecturerId, sort })));
}

/** The course, locked for the rest of the transaction (two operators meet one after the other). */
export const lockCourse = async (tx: Executor, id: number): Promise<CourseRow | undefined> =>
  (await tx.select().from(courses).where(eq(courses.id, id)).for("update"))[0];

export const findConsoleCourse = async (db: Executor, id: number): Promise<CourseRow | undefined> =>
  (await db.select().from(courses).where(eq(courses.id, id)).limit(1))[0];

export const updateCourseRow = async (
  tx: Executor,
  id: number,
  values: Partial<Omit<typeof courses.$inferInsert, "id">>,
): Promise<CourseRow> => (await tx.update(courses).set(values).where(eq(courses.id, id)).returning())[0]!;

/** A new course row with the next id (from 1001; the caller holds the publish lock). */
export async function insertCourse(tx: Executor, values: Omit<typeof courses.$inferInsert, "id">): Promise<CourseRow> {
  const [top] = await tx.select({ id: max(courses.id) }).from(courses);
  return (
    await tx
      .insert(courses)
      .values({ id: (top?.id ?? 1000) + 1, ...values })
      .returning()
  )[0]!;
}

export const findDraft = async (db: Executor, id: number): Promise<DraftRow | undefined> =>
  (await db.select().from(courseDrafts).where(eq(courseDrafts.id, id)).limit(1))[0];

/** An edit of a draft (id given) or a new one. */
export async function writeDraft(tx: Executor, id: number | null, values: DraftValues, now: Date): Promise<DraftRow> {
  if (id !== null)
    return (
      await tx
        .update(courseDrafts)
        .set({ ...values, updatedAt: now })
        .where(eq(courseDrafts.id, id))
        .returning()
    )[0]!;
  return (
    await tx
      .insert(courseDrafts)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning()
  )[0]!;
}

export const markDraftPublished = async (tx: Executor, id: number, courseId: number, now: Date): Promise<DraftRow> =>
  (
    await tx
      .update(courseDrafts)
      .set({ publishedCourseId: courseId, updatedAt: now })
      .where(eq(courseDrafts.id, id))
      .returning()
  )[0]!;
