import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Categories for courses ("course"), policies ("news") and cases ("case"), one level of children. */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    parentId: integer("parent_id"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("categories_kind_idx").on(t.kind, t.parentId, t.sort)],
);

export const lecturers = pgTable("lecturers", {
  id: integer("id").primaryKey(),
  nickname: text("nickname").notNull(),
  avatar: text("avatar").notNull(),
  positionalTitles: text("positional_titles").notNull(),
  intro: text("intro").notNull(),
});

/** Courses (spec §3 "Course card item"): productType 1 recorded, 2 micro, 15 series. */
export const courses = pgTable(
  "courses",
  {
    id: integer("id").primaryKey(),
    title: text("title").notNull(),
    image: text("image").notNull(),
    productInfo: text("product_info").notNull(),
    detailHtml: text("detail_html").notNull(),
    price: text("price").notNull(),
    otPrice: text("ot_price").notNull(),
    productType: integer("product_type").notNull(),
    teachingMethod: integer("teaching_method").notNull(),
    keyword: text("keyword").notNull(),
    tags: text("tags").array().notNull(),
    updateMark: integer("update_mark").notNull(),
    browse: integer("browse").notNull().default(0),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    orgStatus: integer("org_status").notNull().default(1),
    lessonCount: integer("lesson_count").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    provinceId: integer("province_id"),
    courseUpdateTime: timestamp("course_update_time", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** Set when an operator withdraws (下架) the course: hidden from discovery, kept for its buyers (soft delete). */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** The study-hour category its lectures credit (专业科目 / 公需科目), set in the console. */
    creditCategory: text("credit_category").notNull().default("专业科目"),
  },
  (t) => [
    index("courses_list_idx").on(t.productType, t.createdAt),
    index("courses_category_idx").on(t.categoryId, t.createdAt),
    // the unfiltered lists: newest first (default) and sort=hot, each with the id tie-break of listCourses;
    // NULLS FIRST is what a plain ORDER BY … DESC means, so the index matches it exactly
    index("courses_created_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("courses_browse_idx").on(t.browse.desc().nullsFirst(), t.id),
    index("courses_tags_idx").using("gin", t.tags),
  ],
);

/**
 * The public course list's stored order: one narrow row per course on sale with its place in each sort the spec's
 * list offers (newest first, most viewed first; ties by id) and the fields the list filters by. A trigger on
 * `courses` rebuilds it in the statement that changes them (migration 0041), so a page of any depth is a range of
 * places (unfiltered) or a short walk of a narrow index (filtered), never a walk of the whole catalogue.
 */
export const courseListOrder = pgTable(
  "course_list_order",
  {
    courseId: integer("course_id").primaryKey(),
    newest: integer("newest").notNull(),
    hottest: integer("hottest").notNull(),
    categoryId: integer("category_id").notNull(),
    productType: integer("product_type").notNull(),
    teachingMethod: integer("teaching_method").notNull(),
    free: boolean("free").notNull(),
    title: text("title").notNull(),
    tags: text("tags").array().notNull(),
  },
  (t) => [
    uniqueIndex("course_list_order_newest_idx").on(t.newest),
    uniqueIndex("course_list_order_hottest_idx").on(t.hottest),
    index("course_list_order_category_newest_idx").on(t.categoryId, t.newest),
    index("course_list_order_category_hottest_idx").on(t.categoryId, t.hottest),
    index("course_list_order_type_newest_idx").on(t.productType, t.newest),
    index("course_list_order_type_hottest_idx").on(t.productType, t.hottest),
  ],
);

export const courseLecturers = pgTable(
  "course_lecturers",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lecturerId: integer("lecturer_id")
      .notNull()
      .references(() => lecturers.id),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.lecturerId] }), index("course_lecturers_lecturer_idx").on(t.lecturerId)],
);

/** Long texts attached to a course (handouts), fetched by mediaId. */
export const productFiles = pgTable(
  "product_files",
  {
    mediaId: text("media_id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    html: text("html").notNull(),
  },
  (t) => [index("product_files_course_idx").on(t.courseId)],
);

/**
 * Policy articles and the three case kinds share one table, told apart by `type`
 * (see ARTICLE_TYPES in db/reference-data/article-types.ts: policies 1-4, inspection cases 25, judicial 26, classic tax cases 27).
 */
export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey(),
    type: integer("type").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    contentHtml: text("content_html").notNull(),
    contentPath: text("content_path").notNull().unique(),
    source: text("source").notNull(),
    docNumber: text("doc_number").notNull(),
    keyword: text("keyword").notNull(),
    tags: text("tags").array().notNull(),
    categoryId: integer("category_id").references(() => categories.id),
    provinceId: integer("province_id"),
    browse: integer("browse").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** Invented for the sample data set (the seed's policies and cases): readers see a 示例内容 mark on it. */
    isSample: boolean("is_sample").notNull().default(false),
  },
  (t) => [
    index("articles_type_idx").on(t.type, t.publishedAt),
    index("articles_category_idx").on(t.categoryId, t.publishedAt),
    index("articles_tags_idx").using("gin", t.tags),
    // a list's order (newest first) read from the index alone, its type among the keys: the policy list and the
    // in-force list at 100× the catalogue read 50 index pages instead of 1,900 pages of articles with their texts
    index("articles_newest_idx").on(t.publishedAt.desc().nullsFirst(), t.id, t.type),
  ],
);

/** Themed custom content files (/caimiao-custom). */
export const customFiles = pgTable(
  "custom_files",
  {
    id: integer("id").primaryKey(),
    theme: text("theme").notNull(),
    title: text("title").notNull(),
    cover: text("cover").notNull(),
    summary: text("summary").notNull(),
    contentHtml: text("content_html").notNull(),
    courseIds: jsonb("course_ids").$type<number[]>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** The one organisation whose logged-in users may see it; null: everyone (org-only content, decision 070). */
    orgId: integer("org_id"),
  },
  (t) => [
    index("custom_files_theme_idx").on(t.theme, t.publishedAt),
    // the list without a theme filter
    index("custom_files_published_idx").on(t.publishedAt.desc().nullsFirst(), t.id),
    index("custom_files_org_idx").on(t.orgId, t.publishedAt),
  ],
);

/** Course lists (课单). */
export const kedans = pgTable(
  "kedans",
  {
    id: integer("id").primaryKey(),
    title: text("title").notNull(),
    cover: text("cover").notNull(),
    description: text("description").notNull(),
    audience: text("audience").notNull(),
    courseIds: jsonb("course_ids").$type<number[]>().notNull(),
    sort: integer("sort").notNull(),
    /** The one organisation whose logged-in users may see it; null: everyone (decision 070). */
    orgId: integer("org_id"),
  },
  (t) => [index("kedans_sort_idx").on(t.sort, t.id), index("kedans_org_idx").on(t.orgId, t.sort)],
);

export const hearings = pgTable(
  "hearings",
  {
    id: integer("id").primaryKey(),
    title: text("title").notNull(),
    speaker: text("speaker").notNull(),
    cover: text("cover").notNull(),
    summary: text("summary").notNull(),
    contentHtml: text("content_html").notNull(),
    heldAt: timestamp("held_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("hearings_held_idx").on(t.heldAt)],
);

export const liveSessions = pgTable(
  "live_sessions",
  {
    id: integer("id").primaryKey(),
    title: text("title").notNull(),
    image: text("image").notNull(),
    lecturerName: text("lecturer_name").notNull(),
    /** The lecturer who presents the session; their account (lecturer_accounts) runs the studio and the chat. */
    lecturerId: integer("lecturer_id")
      .notNull()
      .references(() => lecturers.id),
    status: integer("status").notNull(),
    createMode: integer("create_mode").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    /** When the session is planned to end (set in the operator console; null for sessions scheduled before it). */
    endTime: timestamp("end_time", { withTimezone: true }),
    provinceId: integer("province_id"),
  },
  (t) => [
    index("live_sessions_start_idx").on(t.startTime),
    index("live_sessions_lecturer_idx").on(t.lecturerId),
    // the console's list filtered by status, newest start first
    index("live_sessions_status_start_idx").on(t.status, t.startTime),
  ],
);

/** Regional recommendation columns (spec §2 "Regional recommendation block"). */
export const regionalColumns = pgTable(
  "regional_columns",
  {
    id: integer("id").primaryKey(),
    provinceId: integer("province_id").notNull(),
    cityId: integer("city_id"),
    title: text("title").notNull(),
    moreLink: text("more_link"),
    courseIds: jsonb("course_ids").$type<number[]>().notNull(),
    liveIds: jsonb("live_ids").$type<number[]>().notNull(),
    /** An organisation's own column for the region, shown to its users instead of the public one; null: public. */
    orgId: integer("org_id"),
  },
  (t) => [index("regional_columns_region_idx").on(t.provinceId, t.cityId, t.orgId)],
);

/** The search index kept in the database (see features/search). */
export const searchDocuments = pgTable(
  "search_documents",
  {
    kind: text("kind").notNull(),
    refId: integer("ref_id").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    titleTerms: text("title_terms").array().notNull(),
    bodyTerms: text("body_terms").array().notNull(),
    /** Title and body terms, single characters, and the title's terms again prefixed "t" (features/search). */
    terms: text("terms").array().notNull().default(sql`'{}'::text[]`),
    categoryId: integer("category_id"),
    productType: integer("product_type"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    index("search_documents_title_terms_idx").using("gin", t.titleTerms),
    index("search_documents_body_terms_idx").using("gin", t.bodyTerms),
    // fastupdate off: a bulk load is indexed at once, never left in a pending list every search would read in full
    index("search_documents_terms_idx").using("gin", t.terms).with({ fastupdate: false }),
    // the newest document's month starts the month walk of a common word
    index("search_documents_published_idx").on(t.publishedAt),
  ],
);
