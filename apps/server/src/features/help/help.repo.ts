import { and, asc, count, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { helpArticles, helpCategories, helpGuides } from "../../db/schema";
import { orgNames } from "../orgs/org-names.repo";

/** Rows as help content is written (help-rows.ts sanitises them). */
export type HelpArticleValues = typeof helpArticles.$inferInsert;
export type HelpGuideValues = typeof helpGuides.$inferInsert;

export const listCategories = (db: Database) =>
  db
    .select({
      id: helpCategories.id,
      name: helpCategories.name,
      description: helpCategories.description,
      icon: helpCategories.icon,
      sort: helpCategories.sort,
    })
    .from(helpCategories)
    .orderBy(asc(helpCategories.sort), asc(helpCategories.id));

export const articleCounts = async (db: Database) => {
  const rows = await db
    .select({ categoryId: helpArticles.categoryId, total: count() })
    .from(helpArticles)
    .where(eq(helpArticles.hidden, false))
    .groupBy(helpArticles.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.total]));
};

const SUMMARY_FIELDS = {
  id: helpArticles.id,
  categoryId: helpArticles.categoryId,
  categoryName: helpCategories.name,
  title: helpArticles.title,
  contentText: helpArticles.contentText,
  updatedAt: helpArticles.updatedAt,
};

export const hotArticles = (db: Database, limit: number) =>
  db
    .select(SUMMARY_FIELDS)
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(and(eq(helpArticles.hot, true), eq(helpArticles.hidden, false)))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id))
    .limit(limit);

/** `%`, `_` and `\` in a keyword match themselves, not any text. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listArticles(
  db: Database,
  filter: { categoryId?: number | undefined; keyword?: string | undefined },
  page: number,
  pageSize: number,
) {
  // an article hidden in the console is out of every list and search (and its page answers 404)
  const conditions: SQL[] = [eq(helpArticles.hidden, false)];
  if (filter.categoryId !== undefined) conditions.push(eq(helpArticles.categoryId, filter.categoryId));
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    conditions.push(or(ilike(helpArticles.title, pattern), ilike(helpArticles.contentText, pattern))!);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(SUMMARY_FIELDS)
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
      .where(where)
      .orderBy(asc(helpArticles.categoryId), asc(helpArticles.sort), asc(helpArticles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(helpArticles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export const findArticle = async (db: Database, id: number) =>
  (
    await db
      .select({ ...SUMMARY_FIELDS, contentHtml: helpArticles.contentHtml })
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
      .where(and(eq(helpArticles.id, id), eq(helpArticles.hidden, false)))
  )[0];

/** The organisation's guide with its name, or the general guide (`org_id` null) when it has none. */
export async function findGuide(db: Database, orgId: number | undefined) {
  if (orgId !== undefined) {
    const org = orgNames(db);
    const own = (
      await db
        .select({ guide: helpGuides, orgName: org.name })
        .from(helpGuides)
        .innerJoin(org, eq(org.orgId, helpGuides.orgId))
        .where(eq(helpGuides.orgId, orgId))
    )[0];
    if (own) return own;
  }
  const general = (await db.select().from(helpGuides).where(isNull(helpGuides.orgId)).orderBy(asc(helpGuides.id)))[0];
  return general ? { guide: general, orgName: null } : undefined;
}
