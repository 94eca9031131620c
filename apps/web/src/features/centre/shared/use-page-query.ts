import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { applyParamChanges, readPage, readPageSize } from "../../../lib/list-params";

/** The page and page size of a centre list, kept in the address so reload and back/forward keep them. */
export function usePageQuery() {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (page: number) => setParams((current) => applyParamChanges(current, { page })),
    [setParams],
  );
  const setPageSize = useCallback(
    (pageSize: number) => setParams((current) => applyParamChanges(current, { pageSize })),
    [setParams],
  );
  return { page: readPage(params), pageSize: readPageSize(params), setPage, setPageSize };
}
