import type { Database } from "../../db/database";
import { publicDetailPages } from "../catalogue/public-pages.repo";

/** Article types shown under /casebook (inspection, judicial and classic cases); every other type is a policy page. */
const CASE_ARTICLE_TYPES: ReadonlySet<number> = new Set([25, 26, 27]);

/** One public page of the sitemap: its path with query and when its content last changed. */
export interface SitemapEntry {
  readonly path: string;
  readonly lastModified: Date;
}

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); each kind stays well below with this cap. */
export const SITEMAP_KIND_LIMIT = 10_000;

/** The catalogue's public detail pages as sitemap addresses (publicDetailPages says which pages are public). */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const { courseRows, articleRows, customFileRows } = await publicDetailPages(db, SITEMAP_KIND_LIMIT);
  return [
    ...courseRows.map((row) => ({ path: `/course/details?id=${row.id}`, lastModified: row.updatedAt })),
    ...articleRows.map((row) => ({
      path: CASE_ARTICLE_TYPES.has(row.type) ? `/casebook/details?id=${row.id}` : `/policy/details?id=${row.id}`,
      lastModified: row.publishedAt,
    })),
    ...customFileRows.map((row) => ({ path: `/caimiao-custom/details?id=${row.id}`, lastModified: row.publishedAt })),
  ];
}
