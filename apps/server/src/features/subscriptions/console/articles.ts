import type { AdminArticleData, adminArticleList, adminArticlePublish, adminArticleSave } from "@taxlearn/api/admin";
import type { Database } from "../../../db/database";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { beijingInstant } from "../../../shared/console-form";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { publishDraft } from "../publish-draft";
import { checkArticleForm } from "./article-form";
import {
  clearSchedule,
  courseTopicExists,
  type DraftRow,
  listDrafts,
  loadDraft,
  type PlanRow,
  setSchedule,
  writeDraft,
} from "./articles.repo";
import { ARTICLES_CONSOLE_MESSAGES } from "./articles-console.messages";

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

export const articleListHandler =
  (server: ServerContext): OperatorHandler<typeof adminArticleList> =>
  async (input) => {
    const keyword = input.keyword.trim();
    const { rows, total } = await listDrafts(server.db, keyword, input.page, input.pageSize);
    return ok({
      list: rows.map((r) => articleData(r.draft, r.plan)),
      total,
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
    if (!(await courseTopicExists(server.db, checked.value.topicId)))
      return fail(400, ARTICLES_CONSOLE_MESSAGES.topicMissing);
    const { region, issuedOn, effectiveFrom, ...draftValues } = checked.value;
    const now = server.clock();
    const today = beijingDay(now);
    const plan = { region, issuedOn: issuedOn || today, effectiveFrom: effectiveFrom || issuedOn || today };
    const saved = await server.db.transaction(async (tx) => {
      const before = input.id === undefined ? null : await loadDraft(tx, input.id);
      if (input.id !== undefined && !before) return "missing" as const;
      if (before?.draft.publishedArticleId != null) return "published" as const;
      const { row, plan: planRow } = await writeDraft(tx, before?.draft.id ?? null, draftValues, plan, now);
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
    if (saved === "missing") return fail(404, ARTICLES_CONSOLE_MESSAGES.draftNotFound);
    if (saved === "published") return fail(409, ARTICLES_CONSOLE_MESSAGES.publishedNoEdit);
    return ok(saved, ARTICLES_CONSOLE_MESSAGES.draftSaved);
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
    const found = await loadDraft(server.db, input.id);
    if (!found) return fail(404, ARTICLES_CONSOLE_MESSAGES.draftNotFound);
    if (found.draft.publishedArticleId !== null) return fail(409, ARTICLES_CONSOLE_MESSAGES.alreadyPublished);
    const kind = found.draft.kind === "case" ? "case" : "policy";
    if (when === "") {
      const outcome = await server.db.transaction(async (tx) => {
        const result = await publishDraft(tx as unknown as Database, kind, input.id, now);
        if (!result.ok) return result;
        await clearSchedule(tx, input.id);
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
      const reloaded = await loadDraft(server.db, input.id);
      return ok(articleData(reloaded!.draft, reloaded!.plan), outcome.message);
    }
    const cancel = when === "cancel";
    const at = cancel ? null : beijingInstant(when);
    if (!cancel && !at) return fail(400, ARTICLES_CONSOLE_MESSAGES.scheduleFormat);
    if (at && at.getTime() <= now.getTime()) return fail(400, ARTICLES_CONSOLE_MESSAGES.scheduleFuture);
    const saved = await server.db.transaction(async (tx) => {
      const today = beijingDay(now);
      const plan = await setSchedule(tx, input.id, at, today);
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
    return ok(saved, cancel ? ARTICLES_CONSOLE_MESSAGES.scheduleCancelled : ARTICLES_CONSOLE_MESSAGES.scheduled);
  };
