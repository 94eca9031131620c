import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { categories } from "./catalogue";

/**
 * A learner's subscription to a course topic (categories of kind "course": 出口退税, 增值税 …) or a policy category
 * (kind "news"). The category index finds the subscribers of newly published content.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] }), index("subscriptions_category_idx").on(t.categoryId)],
);

/**
 * Policy articles and cases written but not yet published (there is no editor UI yet: rows are seeded or written
 * into the database). `pnpm --filter @taxlearn/server content:publish <kind> <id>` moves one into `articles` and
 * tells the subscribers of its category and topic, in one transaction; `published_article_id` records the result.
 */
export const contentDrafts = pgTable("content_drafts", {
  id: serial("id").primaryKey(),
  /** "policy" or "case": both become rows of `articles`. */
  kind: text("kind").notNull(),
  /** The article type (policies 1-4, cases 25-27: db/reference-data/article-types.ts). */
  type: integer("type").notNull(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  /** Sanitised on publication, like every stored rich text. */
  contentHtml: text("content_html").notNull(),
  source: text("source").notNull(),
  docNumber: text("doc_number").notNull(),
  tags: text("tags").array().notNull(),
  /** The course topic (a category of kind "course") the article belongs to. */
  topicId: integer("topic_id")
    .notNull()
    .references(() => categories.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  publishedArticleId: integer("published_article_id"),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});
