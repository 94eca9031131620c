import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { articles } from "../../db/schema";

/**
 * The ids of every article of the given types among `among` (another feature's subquery of article ids, e.g. the
 * regulation library's policies valid today), newest first: one statement, ids only. The keyword is matched in the
 * title alone; a policy of the whole country applies in every province.
 */
export async function articleIdsAmong(
  db: Executor,
  filter: {
    types: readonly number[];
    among: SQL;
    titleKeyword?: string;
    categoryId?: number;
    provinceId?: number;
  },
): Promise<number[]> {
  const keyword = filter.titleKeyword?.trim();
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        inArray(articles.type, [...filter.types]),
        sql`${articles.id} IN ${filter.among}`,
        keyword ? sql`strpos(${articles.title}, ${keyword}) > 0` : undefined,
        filter.categoryId !== undefined ? eq(articles.categoryId, filter.categoryId) : undefined,
        filter.provinceId !== undefined
          ? or(eq(articles.provinceId, filter.provinceId), isNull(articles.provinceId))
          : undefined,
      ),
    )
    .orderBy(desc(articles.publishedAt), asc(articles.id));
  return rows.map((r) => r.id);
}
