import type { AdminHelpArticleData, adminHelpList, adminHelpSave, adminHelpVisibility } from "@taxlearn/api/admin";
import { and, asc, count, eq, max, type SQL, sql } from "drizzle-orm";
import { type Executor, lockForTransaction } from "../../../db/executor";
import { helpArticles, helpCategories } from "../../../db/schema";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { helpArticleRow } from "../../help/help-rows";
import type { OperatorHandler } from "../admin-access";
import { recordAudit } from "../audit-log";
import { checkHelpArticleForm } from "./help-form";

type ArticleRow = typeof helpArticles.$inferSelect;

const FIELDS = { article: helpArticles, categoryName: helpCategories.name };

const articleData = ({
  article,
  categoryName,
}: {
  article: ArticleRow;
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

async function loadArticle(db: Executor, id: number) {
  const [found] = await db
    .select(FIELDS)
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(eq(helpArticles.id, id))
    .limit(1);
  return found;
}

/** GET /api/admin/help/articles: the categories, and a page of articles (hidden ones too) in the help centre's order. */
export const helpListHandler =
  (server: ServerContext): OperatorHandler<typeof adminHelpList> =>
  async (input) => {
    const keyword = input.keyword.trim();
    const conditions: SQL[] = [];
    if (input.categoryId > 0) conditions.push(eq(helpArticles.categoryId, input.categoryId));
    if (keyword !== "") conditions.push(sql`strpos(${helpArticles.title}, ${keyword}) > 0`);
    const where = and(...conditions);
    const [categories, rows, [total]] = await Promise.all([
      server.db
        .select({ id: helpCategories.id, name: helpCategories.name })
        .from(helpCategories)
        .orderBy(asc(helpCategories.sort), asc(helpCategories.id)),
      server.db
        .select(FIELDS)
        .from(helpArticles)
        .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
        .where(where)
        .orderBy(asc(helpArticles.categoryId), asc(helpArticles.sort), asc(helpArticles.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      server.db.select({ n: count() }).from(helpArticles).where(where),
    ]);
    return ok({
      categories,
      articles: { list: rows.map(articleData), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize },
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
      const [category] = await tx
        .select({ id: helpCategories.id })
        .from(helpCategories)
        .where(eq(helpCategories.id, checked.value.categoryId));
      if (!category) return "category" as const;
      await lockForTransaction(tx, "admin-help-save");
      const before = input.id === undefined ? null : ((await loadArticle(tx, input.id)) ?? null);
      if (input.id !== undefined && !before) return "missing" as const;
      const values = helpArticleRow({ id: before?.article.id ?? 0, ...checked.value, updatedAt: now });
      const { id: _id, ...changes } = values;
      if (before) await tx.update(helpArticles).set(changes).where(eq(helpArticles.id, before.article.id));
      else {
        const [top] = await tx.select({ id: max(helpArticles.id) }).from(helpArticles);
        values.id = (top?.id ?? 0) + 1;
        await tx.insert(helpArticles).values(values);
      }
      const after = articleData((await loadArticle(tx, values.id))!);
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
    if (saved === "category") return fail(400, "分类：所选帮助分类不存在");
    if (saved === "missing") return fail(404, "帮助文章不存在");
    server.cache.invalidate();
    return ok(saved, input.id === undefined ? "帮助文章已发布" : "已保存");
  };

/** POST /api/admin/help/articles/:id/visibility: hidden from the help centre (kept) or shown again, audited. */
export const helpVisibilityHandler =
  (server: ServerContext): OperatorHandler<typeof adminHelpVisibility> =>
  async (input, operator) => {
    if (input.hidden !== 0 && input.hidden !== 1) return fail(400, "显示状态：只能是 显示 或 隐藏");
    const hidden = input.hidden === 1;
    const now = server.clock();
    const saved = await server.db.transaction(async (tx) => {
      const before = await loadArticle(tx, input.id);
      if (!before) return null;
      await tx.update(helpArticles).set({ hidden, updatedAt: now }).where(eq(helpArticles.id, input.id));
      const after = articleData((await loadArticle(tx, input.id))!);
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
    if (!saved) return fail(404, "帮助文章不存在");
    server.cache.invalidate();
    return ok(saved, hidden ? "已隐藏，帮助中心不再显示该文章" : "已恢复显示");
  };
