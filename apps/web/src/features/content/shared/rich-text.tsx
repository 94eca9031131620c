import { useMemo } from "react";
import * as styles from "./rich-text.css";

export interface RichTextProps {
  /**
   * HTML the server stored through its sanitiser (apps/server `sanitizeRichText`: formatting, tables, links and
   * images only; no scripts, handlers or styles) — every `contentHtml` of the catalogue calls is such HTML.
   */
  sanitisedHtml: string;
}

/**
 * Marks every image of the body to load near the viewport and decode off the main thread (spec §2 performance).
 * The server's sanitiser keeps only src, alt, width and height on images, so the page adds these itself. A text
 * rewrite, not a DOM parse: the server renders the same body (decision 095) and hydration must meet the same HTML.
 */
export function withLazyImages(html: string): string {
  if (!/<img\b/i.test(html)) return html;
  return html.replace(/<img\b([^>]*?)(\s*\/?)>/gi, (_, attributes: string, end: string) => {
    const kept = attributes.replace(/\s(?:loading|decoding)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, "");
    return `<img${kept} loading="lazy" decoding="async"${end}>`;
  });
}

/** The body of a policy, case, theme file or hearing, as the server sanitised it. */
export function RichText({ sanitisedHtml }: RichTextProps) {
  const html = useMemo(() => withLazyImages(sanitisedHtml), [sanitisedHtml]);
  return (
    <div
      className={styles.richText}
      data-testid="rich-text"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server before it is stored (see props)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
