import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { applyParamChanges, type ParamChanges, readPage, readPageSize } from "../../../lib/list-params";

/**
 * The list state of a page kept in the address (filters, page, page size, tab), so back/forward and reload
 * restore it. Every update is a new history entry.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges) => setParams((current) => applyParamChanges(current, changes)),
    [setParams],
  );
  return { params, page: readPage(params), pageSize: readPageSize(params), update };
}
