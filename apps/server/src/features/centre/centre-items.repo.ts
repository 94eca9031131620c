import { COLLECT_CATEGORIES, type CollectCategory } from "@taxlearn/core";
import type { Database } from "../../db/database";
import { CASE_TYPES, POLICY_TYPES } from "../../db/reference-data/article-types";
import { articleOfTypes, courseProductType, kedanExists } from "../catalogue/catalogue-items.repo";

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
  if (category === COLLECT_CATEGORIES.course) return courseProductType(db, id);
  if (category === COLLECT_CATEGORIES.kedan) return (await kedanExists(db, id)) ? { productType: 0 } : null;
  return articleOfTypes(db, id, articleTypesOf(category));
}
