import { COLLECT_CATEGORIES, type CollectCategory } from "@taxlearn/core";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { articles, courses, kedans } from "../../db/schema/catalogue";
import { favourites } from "../../db/schema/centre";
import { articleTypesOf } from "./centre-items.repo";

const mine = (userId: number, category: number) =>
  and(eq(favourites.userId, userId), eq(favourites.category, category));

/** Adds the favourite unless the learner has it already (the first time it was added is kept). */
export const insertFavourite = (
  db: Database,
  row: { userId: number; category: CollectCategory; itemId: number; now: Date },
) =>
  db
    .insert(favourites)
    .values({ userId: row.userId, category: row.category, itemId: row.itemId, createdAt: row.now })
    .onConflictDoNothing();

export const deleteFavourite = (db: Database, row: { userId: number; category: CollectCategory; itemId: number }) =>
  db.delete(favourites).where(and(mine(row.userId, row.category), eq(favourites.itemId, row.itemId)));

export async function hasFavourite(db: Database, userId: number, category: CollectCategory, itemId: number) {
  const rows = await db
    .select({ itemId: favourites.itemId })
    .from(favourites)
    .where(and(mine(userId, category), eq(favourites.itemId, itemId)))
    .limit(1);
  return rows.length > 0;
}

const order = [desc(favourites.createdAt), desc(favourites.itemId)] as const;
const total = sql<number>`count(*)::int`;
const pageOf = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/**
 * One page of a learner's favourites of one category with the items they name (items removed from the catalogue
 * drop out of the list and its count). Reads favourites_user_list_idx in order.
 */
export async function listFavourites(
  db: Database,
  userId: number,
  category: CollectCategory,
  page: number,
  pageSize: number,
) {
  const { limit, offset } = pageOf(page, pageSize);
  if (category === COLLECT_CATEGORIES.course) {
    const on = eq(courses.id, favourites.itemId);
    const [rows, totals] = await Promise.all([
      db
        .select({ collectedAt: favourites.createdAt, course: courses })
        .from(favourites)
        .innerJoin(courses, on)
        .where(mine(userId, category))
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: total }).from(favourites).innerJoin(courses, on).where(mine(userId, category)),
    ]);
    return { kind: "course" as const, rows, total: totals[0]?.n ?? 0 };
  }
  if (category === COLLECT_CATEGORIES.kedan) {
    const on = eq(kedans.id, favourites.itemId);
    const [rows, totals] = await Promise.all([
      db
        .select({ collectedAt: favourites.createdAt, kedan: kedans })
        .from(favourites)
        .innerJoin(kedans, on)
        .where(mine(userId, category))
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: total }).from(favourites).innerJoin(kedans, on).where(mine(userId, category)),
    ]);
    return { kind: "kedan" as const, rows, total: totals[0]?.n ?? 0 };
  }
  const on = and(eq(articles.id, favourites.itemId), inArray(articles.type, [...articleTypesOf(category)]));
  const [rows, totals] = await Promise.all([
    db
      .select({ collectedAt: favourites.createdAt, article: articles })
      .from(favourites)
      .innerJoin(articles, on)
      .where(mine(userId, category))
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: total }).from(favourites).innerJoin(articles, on).where(mine(userId, category)),
  ]);
  return { kind: "article" as const, rows, total: totals[0]?.n ?? 0 };
}
