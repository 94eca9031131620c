import { COLLECT_CATEGORIES, type CollectCategory } from "@taxlearn/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { CASE_TYPES, POLICY_TYPES } from "../../db/reference-data/article-types";
import { articles, courses, kedans } from "../../db/schema/catalogue";

/** The article types of a policy (category 2) or a case (category 3). */
export const articleTypesOf = (category: CollectCategory): readonly number[] =>
  category === COLLECT_CATEGORIES.policy ? POLICY_TYPES : CASE_TYPES;

/**
 * The item a collect item or a footprint names, if it exists with that kind: its product type (a course's
 * productType, an article's type, 0 for a 课单). A policy id sent as a case (or the reverse) is not found.
 */
export async function findItem(
  db: Database,
  category: CollectCategory,
  id: number,
): Promise<{ productType: number } | null> {
  if (category === COLLECT_CATEGORIES.course) {
    const rows = await db.select({ productType: courses.productType }).from(courses).where(eq(courses.id, id)).limit(1);
    return rows[0] ?? null;
  }
  if (category === COLLECT_CATEGORIES.kedan) {
    const rows = await db.select({ id: kedans.id }).from(kedans).where(eq(kedans.id, id)).limit(1);
    return rows[0] ? { productType: 0 } : null;
  }
  const rows = await db
    .select({ productType: articles.type })
    .from(articles)
    .where(and(eq(articles.id, id), inArray(articles.type, [...articleTypesOf(category)])))
    .limit(1);
  return rows[0] ?? null;
}
