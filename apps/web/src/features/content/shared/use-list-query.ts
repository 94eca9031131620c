import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router";
import { applyParamChanges, type ParamChanges, readPage, readPageSize } from "../../../lib/list-params";

/**
 * The list state of a page kept in the address (filters, page, page size, tab), so back/forward and reload
 * restore it. Every update is a new history entry.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  // The router renders a navigation in a transition: until then the screen on show (its pager too) holds the
  // address before it, and a change computed from that would drop the one just made (a filter, then 第 2 页 gave
  // ?page=2 without the filter). Changes start from the last address asked for, or from the one shown once it
  // differs from what was last rendered (back, forward, a link).
  const shown = params.toString();
  const latest = useRef({ shown, asked: shown });
  if (latest.current.shown !== shown) latest.current = { shown, asked: shown };
  const update = useCallback(
    (changes: ParamChanges) => {
      const next = applyParamChanges(new URLSearchParams(latest.current.asked), changes);
      latest.current.asked = next.toString();
      setParams(next);
    },
    [setParams],
  );
  return { params, page: readPage(params), pageSize: readPageSize(params), update };
}
