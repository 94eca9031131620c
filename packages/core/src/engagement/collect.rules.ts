// spec §2, §3: the learner centre's favourites (收藏: courses, policies, cases) and footprints (courses, policies,
// cases viewed). A collect item's `category` says which kind of content its `id` names; 课单 are saved the same way.

/** The `category` of a collect item (spec §3). */
export const COLLECT_CATEGORIES = { course: 1, policy: 2, case: 3, kedan: 4 } as const;
export type CollectCategory = (typeof COLLECT_CATEGORIES)[keyof typeof COLLECT_CATEGORIES];

const CATEGORY_VALUES: readonly number[] = Object.values(COLLECT_CATEGORIES);
export const isCollectCategory = (value: number): value is CollectCategory => CATEGORY_VALUES.includes(value);

/**
 * The category a favourites list asks for. The spec's own call (§7 GET /api/collect/user) sends page, pageSize,
 * productType, type, limit and dataType but no category: an explicit `category` wins, then `type`, then
 * `dataType` when it names a category; otherwise (a product type or nothing) the courses.
 */
export function collectCategoryOf(query: {
  category?: number | undefined;
  type?: number | undefined;
  dataType?: number | undefined;
}): CollectCategory {
  for (const value of [query.category, query.type, query.dataType])
    if (value !== undefined && isCollectCategory(value)) return value;
  return COLLECT_CATEGORIES.course;
}

/** What a footprint records a view of. */
export const FOOTPRINT_KINDS = { course: 1, policy: 2, case: 3 } as const;
export type FootprintKind = (typeof FOOTPRINT_KINDS)[keyof typeof FOOTPRINT_KINDS];

const KIND_VALUES: readonly number[] = Object.values(FOOTPRINT_KINDS);
export const isFootprintKind = (value: number): value is FootprintKind => KIND_VALUES.includes(value);
