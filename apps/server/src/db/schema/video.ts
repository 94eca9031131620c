import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { courses } from "./catalogue";

/**
 * A produced lecture video under the media folder (see scripts/make-sample-media.sh). Several lecture files may
 * share one media. `keyHex` is the AES-128 key of an encrypted media: it never leaves the server except through the
 * key endpoint, against a playback token.
 */
export const lectureMedia = pgTable("lecture_media", {
  id: text("id").primaryKey(),
  durationSeconds: real("duration_seconds").notNull(),
  encrypted: boolean("encrypted").notNull(),
  keyHex: text("key_hex"),
  /** False while an uploaded lecture's video is not transcoded yet (learners never see such a lecture). */
  ready: boolean("ready").notNull().default(true),
  /** Whether a presenter overlay track exists (uploaded lectures have none). */
  hasPresenter: boolean("has_presenter").notNull().default(true),
});

/** A lecture file of a course (the spec's fileId), in chapter order. */
export const lectureFiles = pgTable(
  "lecture_files",
  {
    id: integer("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    chapterTitle: text("chapter_title").notNull(),
    title: text("title").notNull(),
    sort: integer("sort").notNull(),
    mediaId: text("media_id")
      .notNull()
      .references(() => lectureMedia.id),
    /** A free trial lecture of a paid course: any logged-in learner may watch it. */
    free: boolean("free").notNull().default(false),
    /** Drafts (lectures added in the console and not yet published) are hidden from learners. */
    published: boolean("published").notNull().default(true),
    /** Soft delete (a lecture learners studied): hidden from learners, kept for their records. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("lecture_files_course_idx").on(t.courseId, t.sort)],
);

/** spec §3 video interaction events, attached to a media (shared by the lecture files that play it). */
export const interactionEvents = pgTable(
  "interaction_events",
  {
    id: integer("id").primaryKey(),
    mediaId: text("media_id")
      .notNull()
      .references(() => lectureMedia.id),
    type: integer("type").notNull(),
    pointTime: integer("point_time").notNull(),
    timeout: integer("timeout").notNull(),
    isInterrupt: integer("is_interrupt").notNull(),
    content: text("content").notNull(),
    answer: text("answer").notNull(),
    animationUrl: text("animation_url").notNull(),
    configure: text("configure").notNull(),
  },
  (t) => [index("interaction_events_media_idx").on(t.mediaId, t.pointTime)],
);

/** Resume position and study progress per user and lecture file. */
export const lectureProgress = pgTable(
  "lecture_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => lectureFiles.id, { onDelete: "cascade" }),
    breakpointSeconds: real("breakpoint_seconds").notNull().default(0),
    progress: integer("progress").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fileId] })],
);

/** Courses a user has bought (the orders flow writes these). */
export const coursePurchases = pgTable(
  "course_purchases",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/** spec §3 feedback: one 5-star rating with a comment per user and product. */
export const feedbacks = pgTable(
  "feedbacks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productType: integer("product_type").notNull(),
    productId: integer("product_id").notNull(),
    star: integer("star").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("feedbacks_user_product_key").on(t.userId, t.productId),
    index("feedbacks_product_idx").on(t.productId),
  ],
);
