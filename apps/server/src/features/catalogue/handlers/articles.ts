import { POLICY_TYPES } from "../../../db/reference-data/article-types";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../articles.repo";
import { articleCard } from "../catalogue.mappers";
import { inOrderOf, listOrdersOf, pageOfIds } from "../list-orders";
import { richTextToPlain } from "../rich-text";
import type { CatalogueHandlers } from "./catalogue-handlers";

/** Policy lists and details, and the stored rich text of an article by its path. */
export function articleHandlers(server: ServerContext): CatalogueHandlers {
  const { db } = server;
  return {
    async onlineNewsList(input) {
      const types = input.type !== undefined ? [input.type] : POLICY_TYPES;
      const filter = {
        types,
        categoryId: input.categoryId,
        provinceId: input.provinceId,
        keyword: input.keyword?.trim() || undefined,
      };
      // the list's order once per catalogue state; a page is its ids by primary key (list-orders.ts)
      const order = await listOrdersOf(server).ids(`articles|${JSON.stringify(filter)}`, () =>
        repo.articleListIds(db, filter),
      );
      const { ids, total } = pageOfIds(order, input.page, input.pageSize);
      const rows = inOrderOf(ids, await repo.articlesByIds(db, ids));
      return ok({ list: rows.map(articleCard), total, page: input.page, pageSize: input.pageSize });
    },

    async onlineNewsDetail(input) {
      const row = await repo.findArticle(db, input.id);
      return row ? ok({ ...articleCard(row), contentHtml: row.contentHtml }) : fail(404, SERVER_MESSAGES.notFound);
    },

    async richTextByUrl(input) {
      // Only stored content paths resolve: no outbound fetches, so the call cannot be used to reach other hosts.
      const article = await repo.findArticleByPath(db, input.path);
      if (!article) return fail(404, SERVER_MESSAGES.notFound);
      return ok(
        input.isConvert === 1
          ? { path: article.contentPath, format: "text" as const, content: richTextToPlain(article.contentHtml) }
          : { path: article.contentPath, format: "html" as const, content: article.contentHtml },
      );
    },
  };
}
