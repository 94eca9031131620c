import type { ApiResult } from "@taxlearn/api";
import { CONSTANTS, searchTotalText } from "@taxlearn/core";

export const SEARCH_KINDS = ["all", "course", "policy", "case", "lecture"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export type SearchCounts = Readonly<Record<SearchKind, number>>;

type Total = ApiResult<{ total: number }>;

/**
 * Totals of the per-kind searches (course, policy, case, lecture passages, in that order) for the tab labels;
 * 全部 is their sum.
 */
export function searchCounts(results: readonly [Total, Total, Total, Total]): ApiResult<SearchCounts> {
  const [course, policy, cases, lecture] = results;
  if (!course.success) return course;
  if (!policy.success) return policy;
  if (!cases.success) return cases;
  if (!lecture.success) return lecture;
  const counts = {
    course: course.data.total,
    policy: policy.data.total,
    case: cases.data.total,
    lecture: lecture.data.total,
  };
  return {
    status: 200,
    success: true,
    msg: "",
    data: { ...counts, all: counts.course + counts.policy + counts.case + counts.lecture },
  };
}

/** A tab's or the page's total as shown: a total the server stopped counting at, or a sum with one in it, ends in +. */
export function searchCountText(counts: SearchCounts, kind: SearchKind): string {
  if (kind !== "all") return searchTotalText(counts[kind]);
  const capped = SEARCH_KINDS.some((k) => k !== "all" && counts[k] >= CONSTANTS.searchResultWindow);
  return searchTotalText(counts.all, capped);
}

/** spec §5: the keys of /search/{keys}, trimmed; the server takes at most 100 characters. */
export const searchKeyword = (keys: string | undefined): string => (keys ?? "").trim().slice(0, 100);
