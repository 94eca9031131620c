import type { HelpArticleSummaryData, helpContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { sanitizeRichText } from "../catalogue/rich-text";
import * as repo from "./help.repo";

/** How many 热门问题 the help index shows, and the length of an article's summary. */
export const HELP_HOT_COUNT = 8;
export const HELP_SUMMARY_CHARS = 60;

const HELP_MESSAGES = {
  articleNotFound: "帮助文章不存在或已下线",
  guideMissing: "新手指引暂未发布",
} as const;

const summaryOf = (row: {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  contentText: string;
  updatedAt: Date;
}): HelpArticleSummaryData => {
  const chars = [...row.contentText];
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    title: row.title,
    summary: chars.length > HELP_SUMMARY_CHARS ? `${chars.slice(0, HELP_SUMMARY_CHARS).join("")}…` : row.contentText,
    updatedAt: row.updatedAt.toISOString(),
  };
};

/**
 * The help centre's reads. Articles are written in the console (admin `help-articles.ts`), guides in the database;
 * their HTML is sanitised when written through `helpArticleRow`/`helpGuideRow` and again when served, so a row
 * edited by hand in the database cannot bring markup in either. Hidden articles are left out. Nothing is cached, so
 * an edit shows on the next read.
 */
export function helpHandlers(server: ServerContext): HandlersFor<typeof helpContracts> {
  const { db } = server;
  return {
    async helpIndex() {
      const [categories, counts, hot] = [
        await repo.listCategories(db),
        await repo.articleCounts(db),
        await repo.hotArticles(db, HELP_HOT_COUNT),
      ];
      return ok({
        categories: categories.map(({ sort: _sort, ...c }) => ({ ...c, articleCount: counts.get(c.id) ?? 0 })),
        hot: hot.map(summaryOf),
      });
    },

    async helpArticles(input) {
      const { rows, total } = await repo.listArticles(
        db,
        { categoryId: input.categoryId, keyword: input.keyword },
        input.page,
        input.pageSize,
      );
      return ok({ list: rows.map(summaryOf), total, page: input.page, pageSize: input.pageSize });
    },

    async helpArticleDetail(input) {
      const row = await repo.findArticle(db, input.id);
      if (!row) return fail(404, HELP_MESSAGES.articleNotFound);
      return ok({ ...summaryOf(row), contentHtml: sanitizeRichText(row.contentHtml) });
    },

    async helpFreshMan(input) {
      const found = await repo.findGuide(db, input.orgId);
      if (!found) return fail(404, HELP_MESSAGES.guideMissing);
      return ok({
        title: found.guide.title,
        contentHtml: sanitizeRichText(found.guide.contentHtml),
        orgId: found.guide.orgId,
        orgName: found.orgName,
        updatedAt: found.guide.updatedAt.toISOString(),
      });
    },
  };
}
