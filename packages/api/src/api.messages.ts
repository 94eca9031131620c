/** The Chinese texts the contracts themselves define (the spec's texts come from core's MESSAGES). */
export const API_MESSAGES = {
  /** The answer of every planned call: the column exists in the site map but is not open yet. */
  planned: "该栏目暂未开放",
} as const;
