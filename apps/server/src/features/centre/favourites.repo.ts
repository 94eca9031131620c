import { COLLECT_CATEGORIES, type CollectCategory } from "@taxlearn/core";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { favourites } from "../../db/schema/centre";
import { articlesByIds } from "../catalogue/articles.repo";
import { kedansByIds, namesArticleOfTypes, namesCourse, namesKedan } from "../catalogue/catalogue-items.repo";
import { coursesByIds } from "../catalogue/courses.repo";
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
 * drop out of the list and its count: the catalogue's `names*` predicates). Reads favourites_user_list_idx in order,
 * then the page's items by primary key.
 */
export async function listFavourites(
  db: Database,
  userId: number,
  category: CollectCategory,
  page: number,
  pageSize: number,
) {
  const { limit, offset } = pageOf(page, pageSize);
  const itemExists =
    category === COLLECT_CATEGORIES.course
      ? namesCourse(favourites.itemId)
      : category === COLLECT_CATEGORIES.kedan
        ? namesKedan(favourites.itemId)
        : namesArticleOfTypes(favourites.itemId, articleTypesOf(category));
  const where = and(mine(userId, category), itemExists);
  const [saved, totals] = await Promise.all([
    db
      .select({ collectedAt: favourites.createdAt, itemId: favourites.itemId })
      .from(favourites)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: total }).from(favourites).where(where),
  ]);
  const ids = saved.map((r) => r.itemId);
  const count = totals[0]?.n ?? 0;
  // an item removed between the two reads is left out, as the join did
  const paired = <T extends { id: number }>(items: readonly T[]) => {
    const byId = new Map(items.map((item) => [item.id, item]));
    return saved.flatMap((r) => {
      const item = byId.get(r.itemId);
      return item ? [{ collectedAt: r.collectedAt, item }] : [];
    });
  };
  if (category === COLLECT_CATEGORIES.course) {
    const rows = paired(await coursesByIds(db, ids, null, true));
    return {
      kind: "course" as const,
      rows: rows.map((r) => ({ collectedAt: r.collectedAt, course: r.item })),
      total: count,
    };
  }
  if (category === COLLECT_CATEGORIES.kedan) {
    const rows = paired(await kedansByIds(db, ids));
    return {
      kind: "kedan" as const,
      rows: rows.map((r) => ({ collectedAt: r.collectedAt, kedan: r.item })),
      total: count,
    };
  }
  const rows = paired(await articlesByIds(db, ids));
  return {
    kind: "article" as const,
    rows: rows.map((r) => ({ collectedAt: r.collectedAt, article: r.item })),
    total: count,
  };
}
