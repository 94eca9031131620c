import type { Database } from "../../db/database";
import { lockForTransaction } from "../../db/executor";
import { CASE_TYPES } from "../../db/reference-data/article-types";
import { insertArticle, nextArticleId } from "../catalogue/articles.repo";
import { categoryNames } from "../catalogue/courses.repo";
import { richTextToPlain, sanitizeRichText } from "../catalogue/rich-text";
import { setPolicyDates } from "../regulation/regulation.repo";
import { registerPublishedArticle } from "../regulation/regulation.writes";
import { DatabaseSearchIndex } from "../search/database-search-index.repo";
import { findDraft, findDraftPlan, markDraftPublished } from "./drafts.repo";
import { notifySubscribers } from "./notify-subscribers";
import { SUBSCRIPTION_TEXTS } from "./subscriptions.messages";

/** What `content:publish` can publish: drafts of policy articles and of cases. */
export const PUBLISHABLE_KINDS = ["policy", "case"] as const;
export type PublishableKind = (typeof PUBLISHABLE_KINDS)[number];
export const isPublishableKind = (kind: string): kind is PublishableKind =>
  (PUBLISHABLE_KINDS as readonly string[]).includes(kind);

export type PublishResult =
  | { ok: true; articleId: number; notified: number; message: string }
  | { ok: false; message: string };

const KIND_LABELS: Record<PublishableKind, string> = { policy: "政策", case: "案例" };

/**
 * Publishes a draft: the article row, its search document, the draft marked published and a message to every
 * subscriber of its policy or case category and of its course topic, all in one transaction (a failure leaves the
 * draft unpublished and nobody told). The caller clears the response caches after the commit.
 */
export async function publishDraft(
  db: Database,
  kind: PublishableKind,
  draftId: number,
  now: Date,
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockForTransaction(t, "articles:publish");
    const draft = await findDraft(t, draftId, kind);
    if (!draft || (kind === "case") !== CASE_TYPES.includes(draft.type as never)) {
      return { ok: false, message: SUBSCRIPTION_TEXTS.draftMissing };
    }
    if (draft.publishedArticleId !== null) return { ok: false, message: SUBSCRIPTION_TEXTS.draftPublished };

    const articleId = await nextArticleId(t);
    // policies file under 200 + type, cases under 300 + type (the seed's category ids)
    const categoryId = (kind === "case" ? 300 : 200) + draft.type;
    const contentHtml = sanitizeRichText(draft.contentHtml);
    await insertArticle(t, {
      id: articleId,
      type: draft.type,
      title: draft.title,
      summary: draft.summary,
      contentHtml,
      contentPath: `/richtext/${kind === "case" ? "case" : "news"}/${articleId}.html`,
      source: draft.source,
      docNumber: draft.docNumber,
      keyword: draft.tags.join(","),
      tags: draft.tags,
      categoryId,
      provinceId: null,
      browse: 0,
      publishedAt: now,
    });
    await new DatabaseSearchIndex(t).upsert([
      {
        kind,
        refId: articleId,
        title: draft.title,
        body: richTextToPlain(contentHtml),
        categoryId,
        productType: null,
        publishedAt: now,
      },
    ]);
    await registerPublishedArticle(
      t,
      { id: articleId, kind, title: draft.title, docNumber: draft.docNumber, source: draft.source, html: contentHtml },
      now,
    );
    // a draft written in the console carries the policy's register entry (region, dates): it replaces the defaults
    const plan = await findDraftPlan(t, draft.id);
    if (plan && kind === "policy")
      await setPolicyDates(t, articleId, {
        region: plan.region,
        issuedOn: plan.issuedOn,
        effectiveFrom: plan.effectiveFrom,
      });
    if (!(await markDraftPublished(t, draft.id, articleId, now))) {
      return { ok: false, message: SUBSCRIPTION_TEXTS.draftPublished };
    }

    const named = await categoryNames(t, [categoryId, draft.topicId]);
    // the category of the article first, then its topic: a learner following both reads the category's name
    const ordered = [categoryId, draft.topicId].flatMap((id) => named.filter((c) => c.id === id));
    const link = kind === "case" ? `/casebook/details?id=${articleId}` : `/policy/details?id=${articleId}`;
    const notified = await notifySubscribers(t, {
      kindLabel: KIND_LABELS[kind],
      title: draft.title,
      link,
      categories: ordered,
    });
    return { ok: true, articleId, notified, message: SUBSCRIPTION_TEXTS.published(articleId, notified) };
  });
}
