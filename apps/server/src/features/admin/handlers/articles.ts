import type { AdminArticleData, adminArticleList, adminArticlePublish, adminArticleSave } from "@taxlearn/api/admin";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import type { Executor } from "../../../db/executor";
import { categories, contentDraftPlans, contentDrafts } from "../../../db/schema";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { publishDraft } from "../../subscriptions/publish-draft";
import type { OperatorHandler } from "../admin-access";
import { recordAudit } from "../audit-log";
import { beijingInstant, checkArticleForm } from "./content-form";

type DraftRow = typeof contentDrafts.$inferSelect;
type PlanRow = typeof contentDraftPlans.$inferSelect;

const beijingDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const articleData = (row: DraftRow, plan: PlanRow | null | undefined): AdminArticleData => ({
  id: row.id,
  kind: row.kind === "case" ? "case" : "policy",
  type: row.type,
  title: row.title,
  summary: row.summary,
  contentHtml: row.contentHtml,
  source: row.source,
  docNumber: row.docNumber,
  region: plan?.region ?? "全国",
  issuedOn: plan?.issuedOn ?? "",
  effectiveFrom: plan?.effectiveFrom ?? "",
  tags: [...row.tags],
  topicId: row.topicId,
  publishAt: plan?.publishAt?.toISOString() ?? null,
  publishedArticleId: row.publishedArticleId,
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

async function loadArticle(db: Executor, id: number) {
  const [found] = await db
    .select({ draft: contentDrafts, plan: contentDraftPlans })
    .from(contentDrafts)
    .leftJoin(contentDraftPlans, eq(contentDraftPlans.draftId, contentDrafts.id))
    .where(eq(contentDrafts.id, id))
    .limit(1);
  return found;
}

export const articleListHandler =
  (server: ServerContext): OperatorHandler<typeof adminArticleList> =>
  async (input) => {
    const keyword = input.keyword.trim();
    const where = keyword === "" ? undefined : sql`strpos(${contentDrafts.title}, ${keyword}) > 0`;
    const [rows, [total]] = await Promise.all([
      server.db
        .select({ draft: contentDrafts, plan: contentDraftPlans })
        .from(contentDrafts)
        .leftJoin(contentDraftPlans, eq(contentDraftPlans.draftId, contentDrafts.id))
        .where(where)
        .orderBy(desc(contentDrafts.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      server.db.select({ n: count() }).from(contentDrafts).where(where),
    ]);
    return ok({
      list: rows.map((r) => articleData(r.draft, r.plan)),
      total: total?.n ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    });
  };

/** POST /api/admin/articles/save: the draft and its register entry, sanitised, with the audit row (one transaction). */
export const articleSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminArticleSave> =>
  async (input, operator) => {
    const checked = checkArticleForm(input);
    if (!checked.ok) return fail(400, checked.message);
    // the topic must be a course topic: a 400 naming the field, never a foreign-key 500
    const [topic] = await server.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, checked.value.topicId), eq(categories.kind, "course")));
    if (!topic) return fail(400, "所属专题：所选专题不存在");
    const { region, issuedOn, effectiveFrom, ...draftValues } = checked.value;
    const now = server.clock();
    const today = beijingDay(now);
    const plan = { region, issuedOn: issuedOn || today, effectiveFrom: effectiveFrom || issuedOn || today };
    const saved = await server.db.transaction(async (tx) => {
      const before = input.id === undefined ? null : await loadArticle(tx, input.id);
      if (input.id !== undefined && !before) return "missing" as const;
      if (before?.draft.publishedArticleId != null) return "published" as const;
      const [row] = (
        before
          ? await tx.update(contentDrafts).set(draftValues).where(eq(contentDrafts.id, before.draft.id)).returning()
          : await tx
              .insert(contentDrafts)
              .values({ ...draftValues, createdAt: now })
              .returning()
      ) as [DraftRow];
      const [planRow] = (await tx
        .insert(contentDraftPlans)
        .values({ draftId: row.id, ...plan, publishAt: null })
        .onConflictDoUpdate({ target: contentDraftPlans.draftId, set: plan })
        .returning()) as [PlanRow];
      const after = articleData(row, planRow);
      await recordAudit(
        tx,
        operator,
        {
          action: "adminArticleSave",
          target: `article:${row.id}`,
          before: before ? articleData(before.draft, before.plan) : null,
          after,
        },
        now,
      );
      return after;
    });
    if (saved === "missing") return fail(404, "文章草稿不存在");
    if (saved === "published") return fail(409, "该文章已发布，不能再修改草稿");
    return ok(saved, "草稿已保存");
  };

/**
 * POST /api/admin/articles/:id/publish: now (the same publication as `content:publish`: article, search document,
 * citations, subscribers' messages, then the caches) or at a time, which the scheduler honours (decision 102).
 */
export const articlePublishHandler =
  (server: ServerContext): OperatorHandler<typeof adminArticlePublish> =>
  async (input, operator) => {
    const now = server.clock();
    const when = input.publishAt.trim();
    const found = await loadArticle(server.db, input.id);
    if (!found) return fail(404, "文章草稿不存在");
    if (found.draft.publishedArticleId !== null) return fail(409, "该文章已发布");
    const kind = found.draft.kind === "case" ? "case" : "policy";
    if (when === "") {
      const outcome = await server.db.transaction(async (tx) => {
        const result = await publishDraft(tx as unknown as Database, kind, input.id, now);
        if (!result.ok) return result;
        await tx.update(contentDraftPlans).set({ publishAt: null }).where(eq(contentDraftPlans.draftId, input.id));
        await recordAudit(
          tx,
          operator,
          {
            action: "adminArticlePublish",
            target: `article:${input.id}`,
            before: articleData(found.draft, found.plan),
            after: { articleId: result.articleId, notified: result.notified, publishedAt: now },
          },
          now,
        );
        return result;
      });
      if (!outcome.ok) return fail(409, outcome.message);
      server.cache.invalidate();
      const reloaded = await loadArticle(server.db, input.id);
      return ok(articleData(reloaded!.draft, reloaded!.plan), outcome.message);
    }
    const cancel = when === "cancel";
    const at = cancel ? null : beijingInstant(when);
    if (!cancel && !at) return fail(400, "定时发布时间：请填写 YYYY-MM-DDTHH:mm 格式的北京时间");
    if (at && at.getTime() <= now.getTime()) return fail(400, "定时发布时间：必须晚于现在");
    const saved = await server.db.transaction(async (tx) => {
      const today = beijingDay(now);
      const [plan] = (await tx
        .insert(contentDraftPlans)
        .values({ draftId: input.id, region: "全国", issuedOn: today, effectiveFrom: today, publishAt: at })
        .onConflictDoUpdate({ target: contentDraftPlans.draftId, set: { publishAt: at } })
        .returning()) as [PlanRow];
      await recordAudit(
        tx,
        operator,
        {
          action: "adminArticlePublish",
          target: `article:${input.id}`,
          before: { publishAt: found.plan?.publishAt ?? null },
          after: { publishAt: at },
        },
        now,
      );
      return articleData(found.draft, plan);
    });
    return ok(saved, cancel ? "已取消定时发布" : "已设置定时发布");
  };
