import type { AdminHelpArticleData, adminHelpList, adminHelpSave, adminHelpVisibility } from "@taxlearn/api/admin";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { helpArticleRow } from "../help-rows";
import { HELP_CONSOLE_MESSAGES } from "./help-console.messages";
import {
  type HelpArticleRow,
  helpCategoryExists,
  listHelpArticles,
  loadHelpArticle,
  saveHelpArticle,
  setHelpArticleHidden,
} from "./help-console.repo";
import { checkHelpArticleForm } from "./help-form";

const articleData = ({
  article,
  categoryName,
}: {
  article: HelpArticleRow;
  categoryName: string;
}): AdminHelpArticleData => ({
  id: article.id,
  categoryId: article.categoryId,
  categoryName,
  title: article.title,
  contentHtml: article.contentHtml,
  sort: article.sort,
  hot: article.hot,
  hidden: article.hidden,
  updatedAt: article.updatedAt.toISOString(),
});

/** GET /api/admin/help/articles: the categories, and a page of articles (hidden ones too) in the help centre's order. */
export const helpListHandler =
  (server: ServerContext): OperatorHandler<typeof adminHelpList> =>
  async (input) => {
    const keyword = input.keyword.trim();
    const { categories, rows, total } = await listHelpArticles(
      server.db,
      input.categoryId,
      keyword,
      input.page,
      input.pageSize,
    );
    return ok({
      categories,
      articles: { list: rows.map(articleData), total, page: input.page, pageSize: input.pageSize },
    });
  };

/**
 * POST /api/admin/help/articles/save: a new article (next id) or an edit, its HTML sanitised and its plain text
 * (the help search's) rewritten by `helpArticleRow`, with the audit row, in one transaction. The help centre reads
 * the table uncached, so the change shows on the next request.
 */
export const helpSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminHelpSave> =>
  async (input, operator) => {
    const checked = checkHelpArticleForm(input);
    if (!checked.ok) return fail(400, checked.message);
    const now = server.clock();
    const saved = await server.db.transaction(async (tx) => {
      if (!(await helpCategoryExists(tx, checked.value.categoryId))) return "category" as const;
      await lockForTransaction(tx, "admin-help-save");
      const before = input.id === undefined ? null : ((await loadHelpArticle(tx, input.id)) ?? null);
      if (input.id !== undefined && !before) return "missing" as const;
      const values = helpArticleRow({ id: before?.article.id ?? 0, ...checked.value, updatedAt: now });
      const id = await saveHelpArticle(tx, values, !before);
      const after = articleData((await loadHelpArticle(tx, id))!);
      await recordAudit(
        tx,
        operator,
        {
          action: "adminHelpSave",
          target: `helpArticle:${after.id}`,
          before: before ? articleData(before) : null,
          after,
        },
        now,
      );
      return after;
    });
    if (saved === "category") return fail(400, HELP_CONSOLE_MESSAGES.categoryMissing);
    if (saved === "missing") return fail(404, HELP_CONSOLE_MESSAGES.notFound);
    server.cache.invalidate();
    return ok(saved, input.id === undefined ? HELP_CONSOLE_MESSAGES.created : HELP_CONSOLE_MESSAGES.saved);
  };

/** POST /api/admin/help/articles/:id/visibility: hidden from the help centre (kept) or shown again, audited. */
export const helpVisibilityHandler =
  (server: ServerContext): OperatorHandler<typeof adminHelpVisibility> =>
  async (input, operator) => {
    if (input.hidden !== 0 && input.hidden !== 1) return fail(400, HELP_CONSOLE_MESSAGES.visibility);
    const hidden = input.hidden === 1;
    const now = server.clock();
    const saved = await server.db.transaction(async (tx) => {
      const before = await loadHelpArticle(tx, input.id);
      if (!before) return null;
      await setHelpArticleHidden(tx, input.id, hidden, now);
      const after = articleData((await loadHelpArticle(tx, input.id))!);
      await recordAudit(
        tx,
        operator,
        {
          action: "adminHelpVisibility",
          target: `helpArticle:${input.id}`,
          before: { hidden: before.article.hidden },
          after: { hidden },
        },
        now,
      );
      return after;
    });
    if (!saved) return fail(404, HELP_CONSOLE_MESSAGES.notFound);
    server.cache.invalidate();
    return ok(saved, hidden ? HELP_CONSOLE_MESSAGES.hidden : HELP_CONSOLE_MESSAGES.shown);
  };
