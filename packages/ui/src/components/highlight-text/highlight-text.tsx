import * as styles from "./highlight-text.css";
import { splitMatches } from "./split-matches";

export interface HighlightTextProps {
  text: string;
  /** The search words; every occurrence is marked. */
  keyword: string;
}

/** Text with the search keyword marked, for search results. */
export function HighlightText({ text, keyword }: HighlightTextProps) {
  return (
    <>
      {splitMatches(text, keyword).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
