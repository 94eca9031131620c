import { type AnyColumn, and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { articles, courses, kedans } from "../../db/schema";

/**
 * Catalogue items as other features' lists name them by id (favourites, footprints): whether one exists, and the
 * few fields those lists show. Withdrawn courses count as existing: a learner's own records keep them.
 */

/** A course's product type, or null when there is no such course. */
export const courseProductType = async (db: Executor, id: number): Promise<{ productType: number } | null> =>
  (await db.select({ productType: courses.productType }).from(courses).where(eq(courses.id, id)).limit(1))[0] ?? null;

export const kedanExists = async (db: Executor, id: number): Promise<boolean> =>
  (await db.select({ id: kedans.id }).from(kedans).where(eq(kedans.id, id)).limit(1)).length > 0;

/** The article's type when it is one of `types` (a policy asked for as a case is not found), else null. */
export const articleOfTypes = async (
  db: Executor,
  id: number,
  types: readonly number[],
): Promise<{ productType: number } | null> =>
  (
    await db
      .select({ productType: articles.type })
      .from(articles)
      .where(and(eq(articles.id, id), inArray(articles.type, [...types])))
      .limit(1)
  )[0] ?? null;

/** Predicates on another table's item-id column (one statement, no join): the item it names exists. */
export const namesCourse = (itemId: AnyColumn): SQL =>
  sql`exists (select 1 from ${courses} where ${courses.id} = ${itemId})`;
export const namesKedan = (itemId: AnyColumn): SQL =>
  sql`exists (select 1 from ${kedans} where ${kedans.id} = ${itemId})`;
export const namesArticleOfTypes = (itemId: AnyColumn, types: readonly number[]): SQL =>
  sql`exists (select 1 from ${articles} where ${articles.id} = ${itemId} and ${inArray(articles.type, [...types])})`;

/** 课单 rows by id (any order; the caller orders them). */
export const kedansByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(kedans)
        .where(inArray(kedans.id, [...ids]));

/** Title, cover and price of these courses, withdrawn ones included. */
export const courseHeads = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: courses.id, title: courses.title, image: courses.image, price: courses.price })
        .from(courses)
        .where(inArray(courses.id, [...ids]));
