import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@taxlearn/core";

// Reading screen state from the URL query: anything malformed (hand-edited, stale links) falls back to the default
// instead of reaching the server as a 400. One parser for every screen: list filters, pages and detail ids.

/** The largest id the server hands out (its ids are 32-bit integers). */
const MAX_ID = 2_147_483_647;

/** Canonical decimal: no sign, no leading zero, so each value has one spelling in the address. */
const POSITIVE_INT = /^[1-9]\d*$/;

/**
 * A positive whole number written as text (`1005`, ` 100502 `), else null: missing, empty, zero, negative,
 * decimal, leading zeros, non-numeric or beyond the server's ids.
 */
export function parsePositiveInt(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? "";
  if (!POSITIVE_INT.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_ID ? value : null;
}

/** A positive integer from the query (`id`, `page`, a category id …), or null when absent or malformed. */
export const readPositiveInt = (params: URLSearchParams, key: string): number | null =>
  parsePositiveInt(params.get(key));

/** The 1-based page of the query, 1 when absent or malformed (the list clamps it against its page count). */
export const readPage = (params: URLSearchParams): number => readPositiveInt(params, "page") ?? 1;

/** spec §9: one of the page-size options (10, 20, 30, 40, 50, 100), else the default 10. */
export function readPageSize(params: URLSearchParams): number {
  const size = readPositiveInt(params, "pageSize");
  return size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** Trimmed text of a parameter ("" when absent). */
export const readText = (params: URLSearchParams, key: string): string => params.get(key)?.trim() ?? "";

/** One of `allowed` (compared as text), or `fallback` when the query holds something else. */
export function readChoice<T extends string | number>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const text = params.get(key);
  return allowed.find((value) => String(value) === text) ?? fallback;
}

/** Query changes for a list page: a value sets the parameter, null/undefined/"" removes it. */
export type ParamChanges = Readonly<Record<string, string | number | null | undefined>>;

/**
 * The next query of a list page. Any change other than the page itself goes back to page 1 (a new filter or page
 * size shows its first page); defaults (page 1, page size 10) are left out so the address stays short.
 */
export function applyParamChanges(current: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    const text = value === null || value === undefined ? "" : String(value).trim();
    if (text === "") next.delete(key);
    else next.set(key, text);
  }
  if (!("page" in changes)) next.delete("page");
  if (next.get("page") === "1") next.delete("page");
  if (next.get("pageSize") === String(DEFAULT_PAGE_SIZE)) next.delete("pageSize");
  return next;
}

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
