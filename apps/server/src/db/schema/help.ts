import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organisations } from "./organisations";

/** Help-centre categories (账号与登录, 会员与支付 …), shown in `sort` order. Edited in the database. */
export const helpCategories = pgTable("help_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** A short icon key the web app maps to a picture (account, vip, invoice, study, org, tech). */
  icon: text("icon").notNull(),
  sort: integer("sort").notNull().default(0),
});

/**
 * Help articles. `content_html` is stored sanitised (the rich-text sanitiser of the catalogue); `content_text` is
 * its plain text for search and summaries, rewritten with it. `hot` puts an article among 热门问题. `hidden` takes
 * it out of the help centre (the console's 隐藏) without losing it.
 */
export const helpArticles = pgTable(
  "help_articles",
  {
    id: integer("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => helpCategories.id),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull(),
    contentText: text("content_text").notNull(),
    hot: boolean("hot").notNull().default(false),
    sort: integer("sort").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("help_articles_category_idx").on(t.categoryId, t.sort, t.id),
    index("help_articles_hot_idx").on(t.hot, t.sort),
  ],
);

/**
 * Newcomer guides (/help/freshMan): one general guide (`org_id` null) and at most one per organisation.
 */
export const helpGuides = pgTable(
  "help_guides",
  {
    id: integer("id").primaryKey(),
    orgId: integer("org_id").references(() => organisations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("help_guides_org_key").on(t.orgId)],
);
