import { useLocation } from "react-router";
import { applyParamChanges } from "../lib/list-params";

/**
 * The address of another page of a list paged in its URL: the address shown, with only its page changed (page 1
 * left out, as every list writes it). A pager given it renders real links, so its pages can be opened in a new tab
 * and followed by a crawler of the server-rendered lists.
 */
export function usePageHref(): (page: number) => string {
  const { pathname, search } = useLocation();
  return (page) => {
    const query = applyParamChanges(new URLSearchParams(search), { page }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}
