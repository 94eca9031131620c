/**
 * Validity of a policy (效力状态), computed from dates at the moment it is asked — never stored, so a document whose
 * effective date passes, or whose repealing document takes effect, changes status without any job (decision 079).
 */

export const VALIDITY = ["effective", "partiallyInvalid", "repealed", "pending"] as const;
export type Validity = (typeof VALIDITY)[number];

export const VALIDITY_LABELS: Record<Validity, string> = {
  effective: "全文有效",
  partiallyInvalid: "部分失效",
  repealed: "全文废止",
  pending: "尚未生效",
};

export const isValidity = (value: unknown): value is Validity =>
  typeof value === "string" && (VALIDITY as readonly string[]).includes(value);

/** How one document changes another (a row of the relation table). */
export const POLICY_RELATIONS = ["repeals", "amends"] as const;
export type PolicyRelation = (typeof POLICY_RELATIONS)[number];

export const POLICY_RELATION_LABELS: Record<PolicyRelation, { active: string; passive: string }> = {
  repeals: { active: "废止", passive: "被废止" },
  amends: { active: "修改", passive: "被修改" },
};

export interface ValidityFacts {
  /** The Beijing calendar day the document takes effect, `yyyy-MM-dd`. */
  readonly effectiveFrom: string;
  /** The effective days of the documents that repeal it (whole) and amend it (in part). */
  readonly repealedFrom: readonly string[];
  readonly amendedFrom: readonly string[];
}

/**
 * 尚未生效 before its own effective day; 全文废止 from the effective day of the first document that repeals it;
 * 部分失效 from that of the first that amends it; 全文有效 otherwise. `today` is the Beijing day (`yyyy-MM-dd`).
 */
export function policyValidity(facts: ValidityFacts, today: string): Validity {
  if (facts.effectiveFrom > today) return "pending";
  if (facts.repealedFrom.some((day) => day <= today)) return "repealed";
  if (facts.amendedFrom.some((day) => day <= today)) return "partiallyInvalid";
  return "effective";
}

/** The day the status will next change on its own (for the banner: 将于…起废止), or null when none is scheduled. */
export function nextValidityChange(facts: ValidityFacts, today: string): string | null {
  const upcoming = [facts.effectiveFrom, ...facts.repealedFrom, ...facts.amendedFrom].filter((d) => d > today).sort();
  return upcoming[0] ?? null;
}
