/** Policy article types (news `type`), and the three case kinds of spec §7 (default case-news type 27). */
export const ARTICLE_TYPES = {
  law: 1,
  notice: 2,
  interpretation: 3,
  express: 4,
  caseInspect: 25,
  caseJustice: 26,
  caseNews: 27,
} as const;

export const POLICY_TYPE_NAMES: Record<number, string> = { 1: "法律法规", 2: "政策公告", 3: "政策解读", 4: "新政速递" };
export const CASE_TYPE_NAMES: Record<number, string> = { 25: "稽查案例", 26: "司法判例", 27: "经典税案" };

/** The policy kinds (the default of the policy list) and the three case kinds. */
export const POLICY_TYPES: readonly number[] = [
  ARTICLE_TYPES.law,
  ARTICLE_TYPES.notice,
  ARTICLE_TYPES.interpretation,
  ARTICLE_TYPES.express,
];
export const CASE_TYPES = [ARTICLE_TYPES.caseInspect, ARTICLE_TYPES.caseJustice, ARTICLE_TYPES.caseNews] as const;
