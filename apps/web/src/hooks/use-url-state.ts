import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * A list state kept in the URL query: `parse` reads it (tolerating anything), `serialize` writes it. Each change is
 * a new history entry, so browser back returns to the previous page or filter, and reload restores the state.
 */
export function useUrlState<Q>(
  parse: (params: URLSearchParams) => Q,
  serialize: (state: Q) => URLSearchParams,
): readonly [Q, (next: Q) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query text is the identity of the state.
  const state = useMemo(() => parse(new URLSearchParams(search)), [search]);
  const setState = useCallback((next: Q) => setParams(serialize(next)), [setParams, serialize]);
  return [state, setState] as const;
}
