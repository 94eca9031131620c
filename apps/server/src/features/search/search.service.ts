import type { searchContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import { ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { articlesByIds } from "../catalogue/articles.repo";
import { articleCard } from "../catalogue/catalogue.mappers";
import { courseCards } from "../catalogue/course-cards";
import { coursesByIds } from "../catalogue/courses.repo";
import { viewerScope } from "../catalogue/viewer-scope";
import type { SearchKind } from "./search-index";

export function searchHandlers(server: ServerContext): HandlersFor<typeof searchContracts> {
  const { db } = server;
  return {
    async searchOnlineProducts(input, request) {
      const kinds: SearchKind[] = input.kind === "all" ? [] : [input.kind];
      const { hits, total } = await server.search.search({
        text: input.keyword,
        kinds,
        categoryId: input.categoryId ?? null,
        productType: input.productType ?? null,
        // the session's organisation first, else the orgId header (decision 070)
        courseCategoryScope: (await viewerScope(db, request)).categoryScope,
        page: input.page,
        pageSize: input.pageSize,
      });
      const courseIds = hits.filter((h) => h.kind === "course").map((h) => h.refId);
      const articleIds = hits.filter((h) => h.kind !== "course").map((h) => h.refId);
      const [courses, articles] = await Promise.all([coursesByIds(db, courseIds), articlesByIds(db, articleIds)]);
      const cards = new Map((await courseCards(db, courses)).map((c) => [c.id, c]));
      const articleCards = new Map(articles.map((a) => [a.id, articleCard(a)]));
      return ok({
        list: hits.map((hit) => ({
          kind: hit.kind,
          id: hit.refId,
          titleHighlight: hit.titleHighlight,
          snippet: hit.snippet,
          score: hit.score,
          course: hit.kind === "course" ? (cards.get(hit.refId) ?? null) : null,
          article: hit.kind === "course" ? null : (articleCards.get(hit.refId) ?? null),
        })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      });
    },
  };
}
