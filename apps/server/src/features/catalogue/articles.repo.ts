import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { articles } from "../../db/schema";
import { page } from "./catalogue.repo";

export type ArticleListFilter = {
  types: readonly number[];
  categoryId?: number;
  provinceId?: number;
  keyword?: string;
};

const articleListWhere = (filter: ArticleListFilter) => {
  const keyword = filter.keyword?.trim();
  return and(
    inArray(articles.type, [...filter.types]),
    filter.categoryId !== undefined ? eq(articles.categoryId, filter.categoryId) : undefined,
    filter.provinceId !== undefined
      ? or(eq(articles.provinceId, filter.provinceId), isNull(articles.provinceId))
      : undefined,
    keyword ? or(sql`strpos(${articles.title}, ${keyword}) > 0`, sql`${keyword} = ANY(${articles.tags})`) : undefined,
  );
};

/**
 * The ids of every article of a list, newest first, read as one value: the embedded database hands a result over row
 * by row, and at 100× the catalogue the 8,000 rows of the policy list cost 60–70 ms where the one value costs 10–20.
 * A page is then its ids looked up by primary key (list-orders.ts).
 */
export async function articleListIds(db: Database, filter: ArticleListFilter): Promise<number[]> {
  const [row] = await db.select({ ids: articleIdsNewestFirst }).from(articles).where(articleListWhere(filter));
  return idsOfList(row?.ids ?? "");
}

/** The ids of the rows an article query keeps, newest first (ties by id), joined by commas into one value. */
export const articleIdsNewestFirst = sql<string>`coalesce(string_agg(${articles.id}::text, ',' ORDER BY ${articles.publishedAt} DESC, ${articles.id}), '')`;

/** `articleIdsNewestFirst`'s value as ids. */
export const idsOfList = (joined: string): number[] => (joined === "" ? [] : joined.split(",").map(Number));

export async function listArticles(db: Database, filter: ArticleListFilter, pageNo: number, pageSize: number) {
  const where = articleListWhere(filter);
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

/** What an article's card shows (catalogue.mappers' articleCard), without its text. */
const articleCardColumns = {
  id: articles.id,
  type: articles.type,
  title: articles.title,
  summary: articles.summary,
  source: articles.source,
  docNumber: articles.docNumber,
  keyword: articles.keyword,
  provinceId: articles.provinceId,
  browse: articles.browse,
  publishedAt: articles.publishedAt,
  contentPath: articles.contentPath,
  isSample: articles.isSample,
};

/** The card rows of these articles by id (search hits' cards): not the full text a whole row would read. */
export const articleCardRowsByIds = (db: Database, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(articleCardColumns)
        .from(articles)
        .where(inArray(articles.id, [...ids]));

/** Type, title and 文号 of these articles (no text), by id. */
export const articleHeads = async (db: Executor, ids: readonly number[]) =>
  new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: articles.id, type: articles.type, title: articles.title, docNumber: articles.docNumber })
            .from(articles)
            .where(inArray(articles.id, [...new Set(ids)]))
        ).map((a) => [a.id, a] as const),
  );

/** Every article's text with its type (the regulation library reads the citations in it). */
export const articleBodies = (db: Executor) =>
  db.select({ id: articles.id, type: articles.type, html: articles.contentHtml }).from(articles);

/** The id a new article takes (articles are numbered by hand; call it under the publishing lock). */
export const nextArticleId = async (tx: Executor): Promise<number> =>
  Number((await tx.select({ id: sql<number>`coalesce(max(${articles.id}), 0) + 1` }).from(articles))[0]!.id);

export const insertArticle = (tx: Executor, values: typeof articles.$inferInsert) => tx.insert(articles).values(values);
