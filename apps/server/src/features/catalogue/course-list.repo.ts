import { and, asc, eq, gt, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { courseLecturers, courseListOrder, courses, lecturers } from "../../db/schema";
import { publicCourseCondition } from "./catalogue.repo";

export type CourseListFilter = {
  categoryId?: number;
  productType?: number;
  teachingMethod?: number;
  keyword?: string;
  isFree?: 0 | 1;
  sort: "new" | "hot";
  scope: number[] | null;
};

/** What a course card shows of the course (catalogue.mappers' courseCard), without its long texts. */
const cardColumns = {
  id: courses.id,
  title: courses.title,
  image: courses.image,
  browse: courses.browse,
  productInfo: courses.productInfo,
  courseUpdateTime: courses.courseUpdateTime,
  updatedAt: courses.updatedAt,
  createdAt: courses.createdAt,
  updateMark: courses.updateMark,
  price: courses.price,
  otPrice: courses.otPrice,
  productType: courses.productType,
  teachingMethod: courses.teachingMethod,
  keyword: courses.keyword,
  orgStatus: courses.orgStatus,
  categoryId: courses.categoryId,
  lessonCount: courses.lessonCount,
  durationMinutes: courses.durationMinutes,
};

type CardLecturer = { courseId: number; avatar: string; nickname: string; positionalTitles: string };

/** The lecturers of the card's course in their order, as one JSON array (a few rows by the course's key). */
const lecturersOfCard = sql<CardLecturer[] | string>`(
  SELECT coalesce(json_agg(json_build_object('courseId', ${courseLecturers.courseId}, 'avatar', ${lecturers.avatar},
    'nickname', ${lecturers.nickname}, 'positionalTitles', ${lecturers.positionalTitles})
    ORDER BY ${courseLecturers.sort}, ${courseLecturers.lecturerId}), '[]'::json)
  FROM ${courseLecturers} INNER JOIN ${lecturers} ON ${lecturers.id} = ${courseLecturers.lecturerId}
  WHERE ${courseLecturers.courseId} = ${courses.id})`;

/** `lecturersOfCard` as the driver hands it back: parsed, or as the JSON text. */
const cardLecturers = (value: CardLecturer[] | string): CardLecturer[] =>
  typeof value === "string" ? (JSON.parse(value) as CardLecturer[]) : value;

type Place = typeof courseListOrder.newest | typeof courseListOrder.hottest;

// each statement joins the total's one row to the page's rows (none past the end, when the total still answers)

/** The largest place an integer column holds. */
const LAST_PLACE = 2_147_483_647;

/** Places are 1..n over every course on sale: page N of the whole list is the places after the pages before it. */
const wholeListPage = (db: Database, place: Place, skipped: number, pageSize: number) => {
  const total = db
    .select({ n: sql<number>`coalesce(max(${place}), 0)`.mapWith(Number).as("n") })
    .from(courseListOrder)
    .as("total");
  const ids = db
    .select({ courseId: courseListOrder.courseId, place: sql<number>`${place}`.as("place") })
    .from(courseListOrder)
    .where(and(gt(place, skipped), lte(place, skipped + pageSize)))
    .as("page");
  return db
    .select({ total: total.n, course: cardColumns, lecturers: lecturersOfCard })
    .from(total)
    .leftJoinLateral(ids, sql`true`)
    .leftJoin(courses, eq(courses.id, ids.courseId))
    .orderBy(asc(ids.place));
};

/**
 * A filtered list reads the narrow rows its filter keeps once (stored by category, then newest), counts them and
 * sorts them by place for the page.
 */
const filteredListPage = (db: Database, place: Place, conditions: SQL[], skipped: number, pageSize: number) => {
  const matched = db.$with("matched").as(
    db
      .select({ courseId: courseListOrder.courseId, place: sql<number>`${place}`.as("place") })
      .from(courseListOrder)
      .where(and(...conditions)),
  );
  const total = db
    .select({ n: sql<number>`count(*)`.mapWith(Number).as("n") })
    .from(matched)
    .as("total");
  const ids = db.select().from(matched).orderBy(asc(matched.place)).limit(pageSize).offset(skipped).as("page");
  return db
    .with(matched)
    .select({ total: total.n, course: cardColumns, lecturers: lecturersOfCard })
    .from(total)
    .leftJoinLateral(ids, sql`true`)
    .leftJoin(courses, eq(courses.id, ids.courseId))
    .orderBy(asc(ids.place));
};

/**
 * One page of the public course list (spec §7 GET /api/onlineProducts) and the list's total, in one statement over
 * the stored list order (course_list_order, rebuilt by a trigger whenever a course changes): the unfiltered list is a
 * range of places (what the page shows and nothing before it), a filtered one the narrow rows its filter keeps; the
 * card's fields and its lecturers are read for the page's courses alone, by primary key.
 */
export async function courseListPage(db: Database, filter: CourseListFilter, page: number, pageSize: number) {
  const keyword = filter.keyword?.trim();
  const place = filter.sort === "hot" ? courseListOrder.hottest : courseListOrder.newest;
  const conditions = [
    filter.categoryId !== undefined ? eq(courseListOrder.categoryId, filter.categoryId) : undefined,
    filter.productType !== undefined ? eq(courseListOrder.productType, filter.productType) : undefined,
    filter.teachingMethod !== undefined ? eq(courseListOrder.teachingMethod, filter.teachingMethod) : undefined,
    filter.isFree !== undefined ? eq(courseListOrder.free, filter.isFree === 1) : undefined,
    keyword
      ? or(sql`strpos(${courseListOrder.title}, ${keyword}) > 0`, sql`${keyword} = ANY(${courseListOrder.tags})`)
      : undefined,
    filter.scope !== null
      ? inArray(courseListOrder.categoryId, filter.scope.length > 0 ? filter.scope : [-1])
      : undefined,
  ].filter((c): c is SQL => c !== undefined);
  // places are integer columns: a page far past the end skips at most past every place (same empty page, same total)
  const skipped = Math.min((page - 1) * pageSize, LAST_PLACE - pageSize);
  const rows = await (conditions.length === 0
    ? wholeListPage(db, place, skipped, pageSize)
    : filteredListPage(db, place, conditions, skipped, pageSize));
  return {
    total: rows[0]?.total ?? 0,
    cards: rows.flatMap(({ course, lecturers }) =>
      course === null
        ? []
        : [
            {
              course,
              lecturers: cardLecturers(lecturers),
            },
          ],
    ),
  };
}

/**
 * The card rows of these courses (on sale only), with their lecturers, in one statement by primary key: what a
 * search hit's card shows, without the long texts (`detailHtml`) that a full row would read and decode.
 */
export async function courseCardRowsByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ course: cardColumns, lecturers: lecturersOfCard })
    .from(courses)
    .where(and(inArray(courses.id, [...ids]), publicCourseCondition(null)));
  return rows.map(({ course, lecturers }) => ({
    course,
    lecturers: cardLecturers(lecturers),
  }));
}
