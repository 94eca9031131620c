import { count, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { contentDraftPlans, contentDrafts } from "../../../db/schema";
import { categoryOfKinds } from "../../catalogue/category-lookups.repo";

export type DraftRow = typeof contentDrafts.$inferSelect;
export type PlanRow = typeof contentDraftPlans.$inferSelect;
type DraftValues = Omit<typeof contentDrafts.$inferInsert, "id" | "createdAt">;
type PlanValues = { region: string; issuedOn: string; effectiveFrom: string };

/** A draft with its register entry and schedule (none until first saved). */
export async function loadDraft(db: Executor, id: number) {
  const [found] = await db
    .select({ draft: contentDrafts, plan: contentDraftPlans })
    .from(contentDrafts)
    .leftJoin(contentDraftPlans, eq(contentDraftPlans.draftId, contentDrafts.id))
    .where(eq(contentDrafts.id, id))
    .limit(1);
  return found;
}

/** A page of drafts, newest first, searched by title. */
export async function listDrafts(db: Executor, keyword: string, page: number, pageSize: number) {
  const where = keyword === "" ? undefined : sql`strpos(${contentDrafts.title}, ${keyword}) > 0`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ draft: contentDrafts, plan: contentDraftPlans })
      .from(contentDrafts)
      .leftJoin(contentDraftPlans, eq(contentDraftPlans.draftId, contentDrafts.id))
      .where(where)
      .orderBy(desc(contentDrafts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contentDrafts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const courseTopicExists = async (db: Executor, id: number): Promise<boolean> =>
  (await categoryOfKinds(db, id, ["course"])) !== undefined;

/** An edit of a draft (id given) or a new one, with its register entry. */
export async function writeDraft(tx: Executor, id: number | null, values: DraftValues, plan: PlanValues, now: Date) {
  const [row] = (
    id !== null
      ? await tx.update(contentDrafts).set(values).where(eq(contentDrafts.id, id)).returning()
      : await tx
          .insert(contentDrafts)
          .values({ ...values, createdAt: now })
          .returning()
  ) as [DraftRow];
  const [planRow] = (await tx
    .insert(contentDraftPlans)
    .values({ draftId: row.id, ...plan, publishAt: null })
    .onConflictDoUpdate({ target: contentDraftPlans.draftId, set: plan })
    .returning()) as [PlanRow];
  return { row, plan: planRow };
}

export const clearSchedule = (tx: Executor, draftId: number) =>
  tx.update(contentDraftPlans).set({ publishAt: null }).where(eq(contentDraftPlans.draftId, draftId));

/** Schedules (or, with null, unschedules) a draft; a draft without a register entry gets today's. */
export async function setSchedule(tx: Executor, draftId: number, at: Date | null, today: string): Promise<PlanRow> {
  const [plan] = (await tx
    .insert(contentDraftPlans)
    .values({ draftId, region: "全国", issuedOn: today, effectiveFrom: today, publishAt: at })
    .onConflictDoUpdate({ target: contentDraftPlans.draftId, set: { publishAt: at } })
    .returning()) as [PlanRow];
  return plan;
}
