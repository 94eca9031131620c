import { type AnyColumn, and, asc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { categories, courseLecturers, courses, lecturers, productFiles } from "../../db/schema";
import { type CourseRow, onSale, publicCourseCondition, scopeCondition } from "./catalogue.repo";

export const findCourse = async (db: Database, id: number) =>
  (await db.select().from(courses).where(eq(courses.id, id)).limit(1))[0];

/**
 * Courses by id in the order asked, on sale only (search hits, collections, columns); `withWithdrawn` keeps the
 * withdrawn ones too, for a learner's own records (the courses they study).
 */
export const coursesByIds = async (
  db: Database,
  ids: readonly number[],
  scope: number[] | null = null,
  withWithdrawn = false,
) => {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(courses)
    .where(and(inArray(courses.id, [...ids]), withWithdrawn ? scopeCondition(scope) : publicCourseCondition(scope)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is CourseRow => r !== undefined);
};

export const lecturersOfCourses = (db: Database, courseIds: readonly number[]) =>
  courseIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          courseId: courseLecturers.courseId,
          id: lecturers.id,
          nickname: lecturers.nickname,
          avatar: lecturers.avatar,
          positionalTitles: lecturers.positionalTitles,
          intro: lecturers.intro,
        })
        .from(courseLecturers)
        .innerJoin(lecturers, eq(lecturers.id, courseLecturers.lecturerId))
        .where(inArray(courseLecturers.courseId, [...courseIds]))
        .orderBy(asc(courseLecturers.courseId), asc(courseLecturers.sort));

export const filesOfCourse = (db: Database, courseId: number) =>
  db
    .select({ mediaId: productFiles.mediaId, title: productFiles.title })
    .from(productFiles)
    .where(eq(productFiles.courseId, courseId))
    .orderBy(asc(productFiles.mediaId));

export const findProductFile = async (db: Database, mediaId: string) =>
  (await db.select().from(productFiles).where(eq(productFiles.mediaId, mediaId)).limit(1))[0];

export const findCategory = async (db: Database, id: number) =>
  (await db.select().from(categories).where(eq(categories.id, id)).limit(1))[0];

export const listCategories = (db: Database, kind: string, scope: number[] | null) =>
  db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.kind, kind),
        kind === "course" && scope !== null ? inArray(categories.id, scope.length ? scope : [-1]) : undefined,
      ),
    )
    .orderBy(asc(categories.sort), asc(categories.id));

/** A catalogue write used by maintenance tasks (and tests): changes a course's title and price. */
export const updateCourse = (
  db: Database,
  id: number,
  values: Partial<Pick<CourseRow, "title" | "price" | "updateMark">>,
) => db.update(courses).set(values).where(eq(courses.id, id));

/** The lessons and minutes a course's page shows (the lecture studio recounts them from the lectures learners see). */
export const setCourseLength = (tx: Executor, id: number, length: Pick<CourseRow, "lessonCount" | "durationMinutes">) =>
  tx.update(courses).set(length).where(eq(courses.id, id));

/** The titles of those of these courses that are on sale (a withdrawn course is left out). */
export const onSaleCourseTitles = async (db: Executor, ids: readonly number[]): Promise<Map<number, string>> =>
  new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: courses.id, title: courses.title })
            .from(courses)
            .where(and(inArray(courses.id, [...new Set(ids)]), onSale()))
        ).map((r) => [r.id, r.title]),
  );

/** Every course's detail text (the regulation library reads the citations in it). */
export const courseBodies = (db: Executor) => db.select({ id: courses.id, html: courses.detailHtml }).from(courses);

/** What study hours need of a course: its title and the category its lectures credit (专业科目 / 公需科目). */
export const courseCreditFacts = async (db: Executor, id: number) =>
  (
    await db
      .select({ id: courses.id, title: courses.title, creditCategory: courses.creditCategory })
      .from(courses)
      .where(eq(courses.id, id))
      .limit(1)
  )[0] ?? null;

/** The names of these categories, by id. */
export const categoryNames = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, [...ids]));

/** A course's id and price (what playback's entitlement needs); null when there is no such course. */
export const coursePrice = async (db: Executor, id: number) =>
  (await db.select({ id: courses.id, price: courses.price }).from(courses).where(eq(courses.id, id)).limit(1))[0] ??
  null;

/** The price of the course `courseId` names, as a column of another feature's statement (a lookup by primary key). */
export const coursePriceOf = (courseId: AnyColumn): SQL<string> =>
  sql<string>`(select ${courses.price} from ${courses} where ${courses.id} = ${courseId})`;

/** What an order of a course needs of it: title, price, product type and when it was withdrawn; null: no such course. */
export const courseForSale = async (db: Executor, id: number) =>
  (
    await db
      .select({
        id: courses.id,
        title: courses.title,
        price: courses.price,
        productType: courses.productType,
        withdrawnAt: courses.withdrawnAt,
      })
      .from(courses)
      .where(eq(courses.id, id))
      .limit(1)
  )[0] ?? null;

/** Which of these courses are withdrawn (下架). */
export const withdrawnCourseIds = async (db: Executor, ids: readonly number[]): Promise<Set<number>> =>
  ids.length === 0
    ? new Set()
    : new Set(
        (
          await db
            .select({ id: courses.id })
            .from(courses)
            .where(and(inArray(courses.id, [...new Set(ids)]), isNotNull(courses.withdrawnAt)))
        ).map((row) => row.id),
      );

/** When the course was withdrawn (null: on sale); undefined when there is no such course. */
export const courseWithdrawnAt = async (db: Executor, courseId: number): Promise<Date | null | undefined> =>
  (await db.select({ withdrawnAt: courses.withdrawnAt }).from(courses).where(eq(courses.id, courseId)).limit(1))[0]
    ?.withdrawnAt;
