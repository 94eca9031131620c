import type { ApiClient, ApiResult } from "@taxlearn/api";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { type QueryState, useApiQuery } from "../../hooks/use-api-query";
import { readPage } from "../../lib/list-params";

/** What a console list's read is asked: the applied search fields and the page. */
export interface ListSearch<F> {
  readonly query: F;
  readonly page: number;
}

export interface ConsoleList<F extends Record<string, string>, T> {
  readonly list: QueryState<T>;
  /** The fields as the operator types them; `search` applies them. */
  readonly draft: F;
  readonly set: (key: keyof F & string) => (value: string) => void;
  /** Applies the typed fields (trimmed) from page 1. */
  readonly search: () => void;
  /** The applied fields, which the read used. */
  readonly query: F;
  readonly page: number;
  readonly setPage: (page: number) => void;
  /** Reads the same page again (after a save or a row action). */
  readonly refresh: () => void;
}

const trimmed = <F extends Record<string, string>>(fields: F): F =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as F;

/** The applied fields of the address: each of `initial`'s keys as written there (trimmed), else its initial value. */
export function readListFields<F extends Record<string, string>>(params: URLSearchParams, initial: F): F {
  return Object.fromEntries(
    Object.entries(initial).map(([key, value]) => [key, params.has(key) ? (params.get(key) ?? "").trim() : value]),
  ) as F;
}

/**
 * The address after a search or a page change: the list's own fields written only where they differ from their
 * initial values (so a fresh list has a bare address), the page from 2 on, any other parameter of the screen kept.
 */
export function writeListFields<F extends Record<string, string>>(
  current: URLSearchParams,
  initial: F,
  fields: F,
  page: number,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(fields)) {
    if (value === initial[key]) next.delete(key);
    else next.set(key, value);
  }
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return next;
}

/**
 * A console list's search and read, kept in the address like the other console lists (a filtered page can be shared,
 * survives a reload, and back returns to the previous page or search): search fields typed into a draft, applied by
 * 搜索 from page 1, the page, and the read of `load`, re-run when the applied fields or the page change.
 */
export function useConsoleList<F extends Record<string, string>, T>(
  initial: F,
  load: (api: ApiClient, search: ListSearch<F>) => Promise<ApiResult<T>>,
): ConsoleList<F, T> {
  const [params, setParams] = useSearchParams();
  const initialKey = JSON.stringify(initial);
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query text and the initial fields are the identity.
  const query = useMemo(() => readListFields(new URLSearchParams(search), initial), [search, initialKey]);
  const page = readPage(params);
  const queryKey = JSON.stringify(query);
  const [draft, setDraft] = useState(query);
  // back and forward change the applied fields: the form shows them again
  // biome-ignore lint/correctness/useExhaustiveDependencies: the applied fields' text is their identity.
  useEffect(() => setDraft(query), [queryKey]);
  const go = (fields: F, nextPage: number) =>
    setParams((current) => writeListFields(current, initial, fields, nextPage));
  const list = useApiQuery((api) => load(api, { query, page }), [queryKey, page]);
  return {
    list,
    draft,
    set: (key) => (value) => setDraft((d) => ({ ...d, [key]: value })),
    search: () => go(trimmed(draft), 1),
    query,
    page,
    setPage: (nextPage) => go(query, nextPage),
    refresh: list.retry,
  };
}

/**
 * What a console screen edits, if anything: `edit` opens the form on a draft, `done` (saved or cancelled) closes it
 * and reloads the list, so a save shows at once.
 */
export function useEditing<D>(refresh: () => void) {
  const [editing, setEditing] = useState<D | null>(null);
  return {
    editing,
    edit: (draft: D) => setEditing(draft),
    done: () => {
      setEditing(null);
      refresh();
    },
  };
}
