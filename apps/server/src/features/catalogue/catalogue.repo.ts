import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import {
  articles,
  categories,
  courseLecturers,
  courses,
  customFiles,
  hearings,
  kedans,
  lecturers,
  liveSessions,
  organisations,
  productFiles,
  regionalColumns,
  vipProducts,
} from "../../db/schema";

export type CourseRow = typeof courses.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

const page = (n: number, size: number) => ({ limit: size, offset: (n - 1) * size });

/**
 * The course categories an organisation may see: null (everything) without an organisation or for one that sees
 * all; an empty list for an id that names no organisation. The request layer already refuses unknown `orgId`
 * headers (orgs/org-header.ts); failing closed here keeps any other caller from widening an unknown org to all.
 */
export const orgCategoryScope = async (db: Database, orgId: number | null): Promise<number[] | null> => {
  if (orgId === null) return null;
  const row = (
    await db.select({ scope: organisations.visibleCategoryIds }).from(organisations).where(eq(organisations.id, orgId))
  )[0];
  if (!row) return [];
  return row.scope ?? null;
};

const scopeCondition = (scope: number[] | null) =>
  scope === null ? undefined : inArray(courses.categoryId, scope.length > 0 ? scope : [-1]);

export async function listCourses(
  db: Database,
  filter: {
    categoryId?: number;
    productType?: number;
    teachingMethod?: number;
    keyword?: string;
    isFree?: 0 | 1;
    sort: "new" | "hot";
    scope: number[] | null;
  },
  pageNo: number,
  pageSize: number,
) {
  const keyword = filter.keyword?.trim();
  const conditions: (SQL | undefined)[] = [
    filter.categoryId !== undefined ? eq(courses.categoryId, filter.categoryId) : undefined,
    filter.productType !== undefined ? eq(courses.productType, filter.productType) : undefined,
    filter.teachingMethod !== undefined ? eq(courses.teachingMethod, filter.teachingMethod) : undefined,
    filter.isFree === 1 ? eq(courses.price, "0.00") : filter.isFree === 0 ? ne(courses.price, "0.00") : undefined,
    keyword ? or(sql`strpos(${courses.title}, ${keyword}) > 0`, sql`${keyword} = ANY(${courses.tags})`) : undefined,
    scopeCondition(filter.scope),
  ];
  const where = and(...conditions.filter((c) => c !== undefined));
  const order =
    filter.sort === "hot" ? [desc(courses.browse), asc(courses.id)] : [desc(courses.createdAt), asc(courses.id)];
  const { limit, offset } = page(pageNo, pageSize);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(courses).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export const findCourse = async (db: Database, id: number) =>
  (await db.select().from(courses).where(eq(courses.id, id)).limit(1))[0];

export const coursesByIds = async (db: Database, ids: readonly number[], scope: number[] | null = null) => {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(courses)
    .where(and(inArray(courses.id, [...ids]), scopeCondition(scope)));
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

export const findVipProduct = async (db: Database, id: number) =>
  (await db.select().from(vipProducts).where(eq(vipProducts.id, id)).limit(1))[0];

export async function listArticles(
  db: Database,
  filter: { types: readonly number[]; categoryId?: number; provinceId?: number; keyword?: string },
  pageNo: number,
  pageSize: number,
) {
  const keyword = filter.keyword?.trim();
  const where = and(
    inArray(articles.type, [...filter.types]),
    filter.categoryId !== undefined ? eq(articles.categoryId, filter.categoryId) : undefined,
    filter.provinceId !== undefined
      ? or(eq(articles.provinceId, filter.provinceId), isNull(articles.provinceId))
      : undefined,
    keyword ? or(sql`strpos(${articles.title}, ${keyword}) > 0`, sql`${keyword} = ANY(${articles.tags})`) : undefined,
  );
  const { limit, offset } = page(pageNo, pageSize);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), asc(articles.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(articles).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export const findArticle = async (db: Database, id: number) =>
  (await db.select().from(articles).where(eq(articles.id, id)).limit(1))[0];

export const findArticleByPath = async (db: Database, path: string) =>
  (await db.select().from(articles).where(eq(articles.contentPath, path)).limit(1))[0];

export const articlesByIds = (db: Database, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(articles)
        .where(inArray(articles.id, [...ids]));

/** Shared-tag count between a row's tags and the source tags (for "related" ordering). */
const sharedTags = (column: typeof courses.tags | typeof articles.tags, tags: readonly string[]) =>
  sql`cardinality(ARRAY(SELECT unnest(${column}) INTERSECT SELECT unnest(ARRAY[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[])))`;
const tagArray = (tags: readonly string[]) =>
  sql`ARRAY[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;

export const relatedArticles = (
  db: Database,
  tags: readonly string[],
  types: readonly number[],
  excludeId: number,
  limit: number,
) =>
  tags.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(articles)
        .where(
          and(
            inArray(articles.type, [...types]),
            ne(articles.id, excludeId),
            sql`${articles.tags} && ${tagArray(tags)}`,
          ),
        )
        .orderBy(desc(sharedTags(articles.tags, tags)), desc(articles.publishedAt), asc(articles.id))
        .limit(limit);

export const relatedCourses = (
  db: Database,
  tags: readonly string[],
  excludeId: number,
  limit: number,
  scope: number[] | null,
) =>
  tags.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(courses)
        .where(and(ne(courses.id, excludeId), sql`${courses.tags} && ${tagArray(tags)}`, scopeCondition(scope)))
        .orderBy(desc(sharedTags(courses.tags, tags)), desc(courses.browse), asc(courses.id))
        .limit(limit);

/** City ids are their province id plus a small number (regions seed), so both lookups use the (province, city) index. */
const provinceOfCity = (cityId: number) => Math.floor(cityId / 1000) * 1000;

export const findRegionalColumn = async (db: Database, cityId: number | undefined, provinceId: number | undefined) => {
  if (cityId !== undefined) {
    const row = (
      await db
        .select()
        .from(regionalColumns)
        .where(and(eq(regionalColumns.provinceId, provinceOfCity(cityId)), eq(regionalColumns.cityId, cityId)))
        .limit(1)
    )[0];
    if (row) return row;
  }
  const province = provinceId ?? (cityId !== undefined ? provinceOfCity(cityId) : undefined);
  if (province === undefined) return undefined;
  return (
    await db
      .select()
      .from(regionalColumns)
      .where(and(eq(regionalColumns.provinceId, province), isNull(regionalColumns.cityId)))
      .limit(1)
  )[0];
};

export const livesByIds = (db: Database, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(liveSessions)
        .where(inArray(liveSessions.id, [...ids]))
        .orderBy(asc(liveSessions.startTime));

export async function listCustomFiles(db: Database, theme: string | undefined, pageNo: number, pageSize: number) {
  const where = theme ? eq(customFiles.theme, theme) : undefined;
  const { limit, offset } = page(pageNo, pageSize);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(customFiles)
      .where(where)
      .orderBy(desc(customFiles.publishedAt), asc(customFiles.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(customFiles).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export const findCustomFile = async (db: Database, id: number) =>
  (await db.select().from(customFiles).where(eq(customFiles.id, id)).limit(1))[0];

export async function listKedans(db: Database, pageNo: number, pageSize: number) {
  const { limit, offset } = page(pageNo, pageSize);
  const [rows, totals] = await Promise.all([
    db.select().from(kedans).orderBy(asc(kedans.sort), asc(kedans.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(kedans),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export const findKedan = async (db: Database, id: number) =>
  (await db.select().from(kedans).where(eq(kedans.id, id)).limit(1))[0];

export async function listHearings(db: Database, pageNo: number, pageSize: number) {
  const { limit, offset } = page(pageNo, pageSize);
  const [rows, totals] = await Promise.all([
    db.select().from(hearings).orderBy(desc(hearings.heldAt), asc(hearings.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(hearings),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export const findHearing = async (db: Database, id: number) =>
  (await db.select().from(hearings).where(eq(hearings.id, id)).limit(1))[0];

/** A catalogue write used by maintenance tasks (and tests): changes a course's title and price. */
export const updateCourse = (
  db: Database,
  id: number,
  values: Partial<Pick<CourseRow, "title" | "price" | "updateMark">>,
) => db.update(courses).set(values).where(eq(courses.id, id));
