import { FOOTPRINT_KINDS, type FootprintKind } from "@taxlearn/core";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { footprints } from "../../db/schema/centre";
import { articleHeads } from "../catalogue/articles.repo";
import { courseHeads } from "../catalogue/catalogue-items.repo";

/**
 * One footprint per learner, item and Beijing day: a later view that day only moves its time on (one statement on
 * the unique key, so concurrent views of one page never make two rows).
 */
export const upsertFootprint = (
  db: Database,
  row: { userId: number; kind: FootprintKind; itemId: number; day: string; now: Date },
) =>
  db
    .insert(footprints)
    .values({ userId: row.userId, kind: row.kind, itemId: row.itemId, day: row.day, viewedAt: row.now })
    .onConflictDoUpdate({
      target: [footprints.userId, footprints.kind, footprints.itemId, footprints.day],
      set: { viewedAt: sql`greatest(${footprints.viewedAt}, excluded.viewed_at)` },
    });

/** One page of the learner's footprints, newest day first (footprints_user_list_idx), with the items' titles. */
export async function listFootprints(db: Database, userId: number, page: number, pageSize: number) {
  const mine = eq(footprints.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(footprints)
      .where(mine)
      .orderBy(desc(footprints.day), desc(footprints.viewedAt), desc(footprints.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(footprints).where(mine),
  ]);
  const courseIds = rows.filter((r) => r.kind === FOOTPRINT_KINDS.course).map((r) => r.itemId);
  const articleIds = rows.filter((r) => r.kind !== FOOTPRINT_KINDS.course).map((r) => r.itemId);
  const [courseRows, articleRows] = await Promise.all([courseHeads(db, courseIds), articleHeads(db, articleIds)]);
  return { rows, total: totals[0]?.n ?? 0, courses: courseRows, articles: [...articleRows.values()] };
}

/** Deletes one footprint of this learner; another learner's id deletes nothing. */
export const deleteFootprint = (db: Database, userId: number, id: number) =>
  db.delete(footprints).where(and(eq(footprints.userId, userId), eq(footprints.id, id)));

export async function deleteAllFootprints(db: Database, userId: number): Promise<number> {
  const deleted = await db.delete(footprints).where(eq(footprints.userId, userId)).returning({ id: footprints.id });
  return deleted.length;
}
