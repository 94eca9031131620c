import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { articles } from "../../db/schema";
import { articleIdsNewestFirst, idsOfList } from "./articles.repo";

/**
 * The ids of every article of the given types (among `among` when given: another feature's subquery of article ids,
 * e.g. the regulation library's repealed policies), newest first: one statement, the ids as one value. The keyword is
 * matched in the title alone; a policy of the whole country applies in every province.
 */
export async function articleIdsAmong(
  db: Executor,
  filter: {
    types: readonly number[];
    among?: SQL;
    titleKeyword?: string;
    categoryId?: number;
    provinceId?: number;
  },
): Promise<number[]> {
  const keyword = filter.titleKeyword?.trim();
  const [row] = await db
    .select({ ids: articleIdsNewestFirst })
    .from(articles)
    .where(
      and(
        inArray(articles.type, [...filter.types]),
        filter.among !== undefined ? sql`${articles.id} IN ${filter.among}` : undefined,
        keyword ? sql`strpos(${articles.title}, ${keyword}) > 0` : undefined,
        filter.categoryId !== undefined ? eq(articles.categoryId, filter.categoryId) : undefined,
        filter.provinceId !== undefined
          ? or(eq(articles.provinceId, filter.provinceId), isNull(articles.provinceId))
          : undefined,
      ),
    );
  return idsOfList(row?.ids ?? "");
}
