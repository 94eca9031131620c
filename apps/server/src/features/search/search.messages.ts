/** The Chinese texts of the search call's envelopes. */
export const SEARCH_MESSAGES = {
  validityOnlyForPolicies: "效力（validity）筛选只适用于政策：kind 须为 all 或 policy",
} as const;
