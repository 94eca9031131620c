import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { contentDraftPlans, contentDrafts } from "../../db/schema";

export const findDraft = async (db: Executor, id: number, kind: string) =>
  (
    await db
      .select()
      .from(contentDrafts)
      .where(and(eq(contentDrafts.id, id), eq(contentDrafts.kind, kind)))
      .limit(1)
  )[0] ?? null;

/** The console's plan of a draft (its policy register entry, its scheduled time), if it has one. */
export const findDraftPlan = async (db: Executor, draftId: number) =>
  (await db.select().from(contentDraftPlans).where(eq(contentDraftPlans.draftId, draftId)).limit(1))[0] ?? null;

/** Marks a draft published as an article; false when it was published meanwhile. */
export const markDraftPublished = async (tx: Executor, draftId: number, articleId: number, at: Date) =>
  (
    await tx
      .update(contentDrafts)
      .set({ publishedArticleId: articleId, publishedAt: at })
      .where(and(eq(contentDrafts.id, draftId), isNull(contentDrafts.publishedArticleId)))
      .returning({ id: contentDrafts.id })
  ).length > 0;

/** Unpublished drafts whose scheduled time has passed, earliest first, at most `limit`. */
export const dueDrafts = (db: Executor, now: Date, limit: number) =>
  db
    .select({ id: contentDrafts.id, kind: contentDrafts.kind })
    .from(contentDraftPlans)
    .innerJoin(contentDrafts, eq(contentDrafts.id, contentDraftPlans.draftId))
    .where(
      and(
        isNotNull(contentDraftPlans.publishAt),
        lte(contentDraftPlans.publishAt, now),
        isNull(contentDrafts.publishedArticleId),
      ),
    )
    .orderBy(asc(contentDraftPlans.publishAt))
    .limit(limit);
