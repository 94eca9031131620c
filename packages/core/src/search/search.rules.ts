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
