import type { ApiClient } from "@taxlearn/api";
import type { CaseType } from "../shared/content-paths";

/** spec §7 related content of a case, by its kind: the policies and courses calls differ per kind. */
export const CASE_RELATED_CALLS = {
  25: { policies: "newsListByCaseInspects", courses: "onlineProductListByCaseInspects" },
  26: { policies: "newsListByCaseJustice", courses: "onlineProductListByCaseJustice" },
  27: { policies: "newsListByCaseNews", courses: "onlineProductListByCaseNews" },
} as const satisfies Record<CaseType, { policies: keyof ApiClient; courses: keyof ApiClient }>;

export const relatedPoliciesOfCase = (api: ApiClient, type: CaseType, id: number, limit: number) =>
  api[CASE_RELATED_CALLS[type].policies]({ id, limit });

export const relatedCoursesOfCase = (api: ApiClient, type: CaseType, id: number, limit: number) =>
  api[CASE_RELATED_CALLS[type].courses]({ id, limit });

/** Related cases of every kind (caseXByCase/{type}/{id}), the case's own kind first. */
export function relatedCasesOfCase(api: ApiClient, type: CaseType, id: number, limit: number) {
  const byKind = {
    25: () => api.caseInspectsByCase({ type, id, limit }),
    27: () => api.caseNewsByCase({ type, id, limit }),
    26: () => api.caseJusticeByCase({ type, id, limit }),
  } as const;
  const order: CaseType[] = [type, ...([25, 27, 26] as const).filter((kind) => kind !== type)];
  return order.map((kind) => byKind[kind]());
}
