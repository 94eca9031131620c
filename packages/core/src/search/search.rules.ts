import { CONSTANTS } from "../constants";
import { splitCommaList } from "../shared/comma-list";

/** spec §5: hot words are comma-separated, empty entries dropped, at most 6 kept. */
export const parseHotWords = (text: string | null | undefined): string[] =>
  splitCommaList(text).slice(0, CONSTANTS.hotWordsMax);

/** spec §2, §5: trimmed search text; empty goes to the course list, otherwise to /search/{text}. */
export const searchTarget = (text: string | null | undefined): string => {
  const trimmed = (text ?? "").trim();
  return trimmed === "" ? "/course/list" : `/search/${encodeURIComponent(trimmed)}`;
};

/**
 * A search total for display: a total the server stopped counting at (the result window) shows as "500+", and so
 * does a sum with such a total in it (`capped`), so a visitor never reads an exact figure that is not one.
 */
export const searchTotalText = (total: number, capped = total >= CONSTANTS.searchResultWindow): string =>
  capped ? `${total}+` : String(total);
