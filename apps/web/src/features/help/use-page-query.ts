import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { applyParamChanges, type ParamChanges, readPage, readPageSize } from "../../lib/list-params";

/** The page, size and other list parameters of a help screen, kept in the address. */
export function usePageQuery() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges) => setParams((current) => applyParamChanges(current, changes)),
    [setParams],
  );
  return { params, page: readPage(params), pageSize: readPageSize(params), update };
}
