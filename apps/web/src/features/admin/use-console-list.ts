import type { ApiClient, ApiResult } from "@taxlearn/api";
import { useState } from "react";
import { type QueryState, useApiQuery } from "../../hooks/use-api-query";

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

/**
 * A console list's search and read, kept on the screen (a reload starts anew): search fields typed into a draft,
 * applied by 搜索 from page 1, the page, and the read of `load`, re-run when the applied fields or the page change.
 */
export function useConsoleList<F extends Record<string, string>, T>(
  initial: F,
  load: (api: ApiClient, search: ListSearch<F>) => Promise<ApiResult<T>>,
): ConsoleList<F, T> {
  const [draft, setDraft] = useState(initial);
  const [query, setQuery] = useState(initial);
  const [page, setPage] = useState(1);
  const list = useApiQuery((api) => load(api, { query, page }), [JSON.stringify(query), page]);
  return {
    list,
    draft,
    set: (key) => (value) => setDraft((d) => ({ ...d, [key]: value })),
    search: () => {
      setPage(1);
      setQuery(trimmed(draft));
    },
    query,
    page,
    setPage,
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
