import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@taxlearn/core";

// Reading list state from the URL query: anything malformed (hand-edited, stale links) falls back to the default
// instead of reaching the server as a 400.

/** A positive integer, or null when absent or malformed. */
export const readPositiveInt = (params: URLSearchParams, key: string): number | null => {
  const text = params.get(key);
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
};

/** The 1-based page; 1 when absent or malformed (the pager clamps it to the page count). */
export const readPage = (params: URLSearchParams): number => readPositiveInt(params, "page") ?? 1;

/** spec §9: one of 10, 20, 30, 40, 50, 100, else the default 10. */
export const readPageSize = (params: URLSearchParams): number => {
  const size = readPositiveInt(params, "pageSize");
  return size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
};

/** One of `choices` (compared as text), else `fallback`. */
export const readChoice = <T extends string | number>(
  params: URLSearchParams,
  key: string,
  choices: readonly T[],
  fallback: T,
): T => {
  const text = params.get(key);
  return choices.find((choice) => String(choice) === text) ?? fallback;
};

/**
 * The query string of a list state: null entries and entries equal to their default are left out, so the plain
 * list has a clean URL and each state has exactly one spelling.
 */
export const listSearchParams = (
  entries: ReadonlyArray<readonly [key: string, value: string | number | null, fallback?: string | number | null]>,
): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value, fallback] of entries) {
    if (value === null || value === fallback) continue;
    params.set(key, String(value));
  }
  return params;
};

/** The pagination part of a list state. */
export interface PageState {
  readonly page: number;
  readonly pageSize: number;
}

export const pageEntries = (state: PageState) =>
  [
    ["page", state.page, 1],
    ["pageSize", state.pageSize, DEFAULT_PAGE_SIZE],
  ] as const;
