import type { ApiClient, ApiResult } from "@taxlearn/api";
import { type FormEvent, useState } from "react";
import { useApiQuery } from "../../hooks/use-api-query";
import { useUrlState } from "../../hooks/use-url-state";
import type { ListSearch } from "./use-console-list";

export type Filters<F extends readonly string[]> = Record<F[number], string> & { page: number };

/**
 * A console list's filters kept in the address (so a filtered page can be shared and survives a reload): the
 * named text fields and the page. `parse`/`serialize` map them to the query string, `query` gives the call's
 * input (empty fields left out, trimmed).
 */
export function filterFields<const F extends readonly string[]>(fields: F) {
  const parse = (params: URLSearchParams): Filters<F> =>
    ({
      ...Object.fromEntries(fields.map((key) => [key, params.get(key) ?? ""])),
      page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
    }) as Filters<F>;
  const serialize = (filters: Filters<F>): URLSearchParams => {
    const params = new URLSearchParams();
    for (const key of fields as readonly F[number][]) if (filters[key]) params.set(key, filters[key]);
    if (filters.page > 1) params.set("page", String(filters.page));
    return params;
  };
  const query = (filters: Filters<F>): Record<string, string> =>
    Object.fromEntries(
      (fields as readonly F[number][])
        .filter((key) => filters[key].trim() !== "")
        .map((key) => [key, filters[key].trim()]),
    );
  return { parse, serialize, query };
}

/**
 * The form over those filters: edits go to a draft, 筛选 applies it from page 1, 重置 clears both; `key` changes
 * whenever the applied filters do (the list query's dependency).
 */
export function useFilterForm<F extends readonly string[]>(fields: ReturnType<typeof filterFields<F>>) {
  const [filters, setFilters] = useUrlState(fields.parse, fields.serialize);
  const [draft, setDraft] = useState(filters);
  return {
    filters,
    draft,
    key: fields.serialize(filters).toString(),
    set: (key: F[number]) => (value: string) => setDraft((d) => ({ ...d, [key]: value })),
    submit: (event: FormEvent) => {
      event.preventDefault();
      setFilters({ ...draft, page: 1 });
    },
    reset: () => {
      const empty = fields.parse(new URLSearchParams());
      setDraft(empty);
      setFilters(empty);
    },
    setPage: (page: number) => setFilters({ ...filters, page }),
  };
}

/**
 * A console list over those filters: the form, and the read of `load` with the filled fields and the page, re-run
 * whenever the applied filters change; `refresh` reads the same page again.
 */
export function useFilteredList<F extends readonly string[], T>(
  fields: ReturnType<typeof filterFields<F>>,
  load: (api: ApiClient, search: ListSearch<Record<string, string>>) => Promise<ApiResult<T>>,
) {
  const form = useFilterForm(fields);
  const list = useApiQuery(
    (api) => load(api, { query: fields.query(form.filters), page: form.filters.page }),
    [form.key],
  );
  return { ...form, list, refresh: list.retry };
}
