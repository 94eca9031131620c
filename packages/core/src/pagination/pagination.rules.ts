import { CONSTANTS } from "../constants";

/** spec §9 page sizes, default 10. */
export const PAGE_SIZES: ReadonlyArray<number> = CONSTANTS.pageSizes;
export const DEFAULT_PAGE_SIZE = CONSTANTS.pageSizeDefault;

/** spec §5, §9: the pager count must be an odd whole number from 5 to 21; anything else falls back to 7. */
export const normalizePagerCount = (count: number | null | undefined): number => {
  const n = count ?? Number.NaN;
  const valid = Number.isInteger(n) && n >= CONSTANTS.pagerCountMin && n <= CONSTANTS.pagerCountMax && n % 2 === 1;
  return valid ? n : CONSTANTS.pagerCountDefault;
};

/** The number of pages for a total; at least 1, as the pager always shows page 1. */
export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/** spec §5: a requested page is clamped between 1 and the page count (whole pages; unreadable → 1). */
export const clampPage = (page: number, pageCount: number): number => {
  const last = Math.max(1, Math.floor(Number.isFinite(pageCount) ? pageCount : 1));
  const wanted = Math.trunc(page);
  if (Number.isNaN(wanted)) return 1;
  return Math.min(Math.max(wanted, 1), last);
};

export type PagerItem = number | "prev-more" | "next-more";

/**
 * The buttons a pager shows: first and last page always, the current page's neighbours, and an
 * ellipsis ('prev-more' / 'next-more') standing for the hidden pages when there are more pages than
 * the pager count. Same layout as Element UI's pager, e.g. (5, 20, 5) → [1, 'prev-more', 4, 5, 6, 'next-more', 20].
 */
export const pagerItems = (current: number, pageCount: number, pagerCount: number): PagerItem[] => {
  const count = normalizePagerCount(pagerCount);
  const last = Math.max(1, Math.floor(Number.isFinite(pageCount) ? pageCount : 1));
  const page = clampPage(current, last);
  const half = (count - 1) / 2;
  const showPrevMore = last > count && page > count - half;
  const showNextMore = last > count && page < last - half;

  const middle: number[] = [];
  const push = (from: number, to: number) => {
    for (let i = from; i <= to; i++) middle.push(i);
  };
  if (showPrevMore && showNextMore) {
    const offset = Math.floor(count / 2) - 1;
    push(page - offset, page + offset);
  } else if (showPrevMore) {
    push(last - (count - 2), last - 1);
  } else if (showNextMore) {
    push(2, count - 1);
  } else {
    push(2, last - 1);
  }

  return [
    1,
    ...(showPrevMore ? (["prev-more"] as const) : []),
    ...middle,
    ...(showNextMore ? (["next-more"] as const) : []),
    ...(last > 1 ? [last] : []),
  ];
};

/** The page an ellipsis jumps to: Element UI moves by pagerCount − 2 pages, clamped. */
export const ellipsisTarget = (
  item: "prev-more" | "next-more",
  current: number,
  pageCount: number,
  pagerCount: number,
): number => {
  const step = normalizePagerCount(pagerCount) - 2;
  return clampPage(item === "prev-more" ? current - step : current + step, pageCount);
};
