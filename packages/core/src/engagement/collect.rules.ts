// spec §2, §3: the learner centre's favourites (收藏: courses, policies, cases) and footprints (courses, policies,
// cases viewed). A collect item's `category` says which kind of content its `id` names; 课单 are saved the same way.

/** The `category` of a collect item (spec §3). */
export const COLLECT_CATEGORIES = { course: 1, policy: 2, case: 3, kedan: 4 } as const;
export type CollectCategory = (typeof COLLECT_CATEGORIES)[keyof typeof COLLECT_CATEGORIES];

const CATEGORY_VALUES: readonly number[] = Object.values(COLLECT_CATEGORIES);
export const isCollectCategory = (value: number): value is CollectCategory => CATEGORY_VALUES.includes(value);

/** What a footprint records a view of. */
export const FOOTPRINT_KINDS = { course: 1, policy: 2, case: 3 } as const;
export type FootprintKind = (typeof FOOTPRINT_KINDS)[keyof typeof FOOTPRINT_KINDS];

const KIND_VALUES: readonly number[] = Object.values(FOOTPRINT_KINDS);
export const isFootprintKind = (value: number): value is FootprintKind => KIND_VALUES.includes(value);
