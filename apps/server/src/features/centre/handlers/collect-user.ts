import { collectCategoryOf } from "@taxlearn/core";
import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { articleCard } from "../../catalogue/catalogue.mappers";
import { courseCards } from "../../catalogue/course-cards";
import * as repo from "../favourites.repo";
import type { CentreHandler } from "./centre-handler";

/**
 * GET /api/collect/user: one page of the token's learner's favourites of one category, newest first. The spec's
 * client names the category by `type`/`dataType` and the page size by `limit` (collectCategoryOf).
 */
export const collectUser =
  (server: ServerContext): CentreHandler<"collectUser"> =>
  async (query, request) => {
    const { page } = query;
    const pageSize = query.pageSize ?? query.limit ?? 10;
    const category = collectCategoryOf(query);
    const found = await repo.listFavourites(server.db, request.session.userId, category, page, pageSize);
    const none = { course: null, article: null, kedan: null };
    let list: ReadonlyArray<{
      id: number;
      productType: number;
      category: number;
      collectedAt: string;
      course: Awaited<ReturnType<typeof courseCards>>[number] | null;
      article: ReturnType<typeof articleCard> | null;
      kedan: {
        id: number;
        title: string;
        cover: string;
        description: string;
        audience: string;
        courseCount: number;
      } | null;
    }>;
    if (found.kind === "course") {
      const cards = await courseCards(
        server.db,
        found.rows.map((r) => r.course),
      );
      list = found.rows.map((r, i) => ({
        ...none,
        id: r.course.id,
        productType: r.course.productType,
        category,
        collectedAt: r.collectedAt.toISOString(),
        course: cards[i]!,
      }));
    } else if (found.kind === "kedan") {
      list = found.rows.map(({ kedan, collectedAt }) => ({
        ...none,
        id: kedan.id,
        productType: 0,
        category,
        collectedAt: collectedAt.toISOString(),
        kedan: {
          id: kedan.id,
          title: kedan.title,
          cover: kedan.cover,
          description: kedan.description,
          audience: kedan.audience,
          courseCount: kedan.courseIds.length,
        },
      }));
    } else {
      list = found.rows.map(({ article, collectedAt }) => ({
        ...none,
        id: article.id,
        productType: article.type,
        category,
        collectedAt: collectedAt.toISOString(),
        article: articleCard(article),
      }));
    }
    return ok({ list, total: found.total, page, pageSize });
  };
