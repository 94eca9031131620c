import { parseServerHighlight } from "./parse-server-highlight";
import * as styles from "./server-highlight.css";

/**
 * A search title or snippet with the server's matches marked. The server's highlighter knows the Chinese word
 * and bigram matches of the query, which a plain keyword search (the kit's HighlightText) would miss.
 */
export function ServerHighlight({ html }: { html: string }) {
  return (
    <>
      {parseServerHighlight(html).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional and never reordered
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
