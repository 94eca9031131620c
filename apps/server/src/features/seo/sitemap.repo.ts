import { desc, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { articles, courses, customFiles } from "../../db/schema";

/** Article types shown under /casebook (inspection, judicial and classic cases); every other type is a policy page. */
const CASE_ARTICLE_TYPES: ReadonlySet<number> = new Set([25, 26, 27]);

/** One public page of the sitemap: its path with query and when its content last changed. */
export interface SitemapEntry {
  readonly path: string;
  readonly lastModified: Date;
}

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); each kind stays well below with this cap. */
export const SITEMAP_KIND_LIMIT = 10_000;

/**
 * The public detail pages of the catalogue: every course and micro-course on sale, every policy and case, and the theme files
 * that belong to no organisation (org-only files are not public). Newest first; each read is one indexed scan.
 */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [courseRows, articleRows, customRows] = await Promise.all([
    db
      .select({ id: courses.id, updatedAt: courses.updatedAt })
      .from(courses)
      .where(isNull(courses.withdrawnAt))
      .orderBy(desc(courses.createdAt), courses.id)
      .limit(SITEMAP_KIND_LIMIT),
    db
      .select({ id: articles.id, type: articles.type, publishedAt: articles.publishedAt })
      .from(articles)
      .orderBy(desc(articles.publishedAt))
      .limit(SITEMAP_KIND_LIMIT),
    db
      .select({ id: customFiles.id, publishedAt: customFiles.publishedAt })
      .from(customFiles)
      .where(isNull(customFiles.orgId))
      .orderBy(desc(customFiles.publishedAt), customFiles.id)
      .limit(SITEMAP_KIND_LIMIT),
  ]);
  return [
    ...courseRows.map((row) => ({ path: `/course/details?id=${row.id}`, lastModified: row.updatedAt })),
    ...articleRows.map((row) => ({
      path: CASE_ARTICLE_TYPES.has(row.type) ? `/casebook/details?id=${row.id}` : `/policy/details?id=${row.id}`,
      lastModified: row.publishedAt,
    })),
    ...customRows.map((row) => ({ path: `/caimiao-custom/details?id=${row.id}`, lastModified: row.publishedAt })),
  ];
}
