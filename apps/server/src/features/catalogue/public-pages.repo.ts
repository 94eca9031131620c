import { desc, isNull } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { articles, courses, customFiles } from "../../db/schema";
import { onSale } from "./catalogue.repo";

/**
 * The catalogue's public detail pages, newest first, at most `limit` of each kind: courses and micro-courses on sale,
 * every policy and case, and the theme files of no organisation (org-only files are not public). Each read is one
 * indexed scan.
 */
export async function publicDetailPages(db: Executor, limit: number) {
  const [courseRows, articleRows, customFileRows] = await Promise.all([
    db
      .select({ id: courses.id, updatedAt: courses.updatedAt })
      .from(courses)
      .where(onSale())
      .orderBy(desc(courses.createdAt), courses.id)
      .limit(limit),
    db
      .select({ id: articles.id, type: articles.type, publishedAt: articles.publishedAt })
      .from(articles)
      .orderBy(desc(articles.publishedAt))
      .limit(limit),
    db
      .select({ id: customFiles.id, publishedAt: customFiles.publishedAt })
      .from(customFiles)
      .where(isNull(customFiles.orgId))
      .orderBy(desc(customFiles.publishedAt), customFiles.id)
      .limit(limit),
  ]);
  return { courseRows, articleRows, customFileRows };
}
