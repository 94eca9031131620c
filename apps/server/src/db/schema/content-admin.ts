import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { categories } from "./catalogue";
import { contentDrafts } from "./subscriptions";

/**
 * A course or micro-course written in the console and not yet published (decision 101). Publishing copies it into
 * `courses` (and its lecturers into `course_lecturers`); `published_course_id` records the result. A published
 * course is edited in `courses` directly, so learners never see a half-written course.
 */
export const courseDrafts = pgTable(
  "course_drafts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    productInfo: text("product_info").notNull(),
    /** Yuan with two decimals, as `courses.price` stores it ("0.00" is free). */
    price: text("price").notNull(),
    otPrice: text("ot_price").notNull(),
    productType: integer("product_type").notNull(),
    teachingMethod: integer("teaching_method").notNull(),
    updateMark: integer("update_mark").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    keyword: text("keyword").notNull(),
    lecturerIds: jsonb("lecturer_ids").$type<number[]>().notNull(),
    orgStatus: integer("org_status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    publishedCourseId: integer("published_course_id"),
  },
  (t) => [index("course_drafts_updated_idx").on(t.updatedAt)],
);

/**
 * What the console adds to an article draft (`content_drafts`): a policy's register entry (region, dates) and the
 * time it is scheduled to go out. The scheduler publishes every row whose `publish_at` has passed (decision 102).
 */
export const contentDraftPlans = pgTable(
  "content_draft_plans",
  {
    draftId: integer("draft_id")
      .primaryKey()
      .references(() => contentDrafts.id, { onDelete: "cascade" }),
    region: text("region").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
  },
  (t) => [index("content_draft_plans_publish_at_idx").on(t.publishAt)],
);
