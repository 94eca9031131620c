import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@taxlearn/core";

/** Query changes for a list page: a value sets the parameter, null/undefined/"" removes it. */
export type ParamChanges = Readonly<Record<string, string | number | null | undefined>>;

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

/** A positive integer from the query (`id`, `page`, a category id …), or null when absent or malformed. */
export function readPositiveInt(params: URLSearchParams, key: string): number | null {
  const text = params.get(key)?.trim() ?? "";
  return POSITIVE_INT.test(text) ? Number(text) : null;
}

/** The 1-based page of the query, 1 when absent or malformed (the list clamps it against its page count). */
export const readPage = (params: URLSearchParams): number => readPositiveInt(params, "page") ?? 1;

/** spec §9: one of the page-size options, else the default 10. */
export function readPageSize(params: URLSearchParams): number {
  const size = readPositiveInt(params, "pageSize");
  return size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** Trimmed text of a parameter ("" when absent). */
export const readText = (params: URLSearchParams, key: string): string => params.get(key)?.trim() ?? "";

/** One of `allowed`, or `fallback` when the query holds something else. */
export function readChoice<T extends string | number>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const text = params.get(key);
  return allowed.find((value) => String(value) === text) ?? fallback;
}

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
