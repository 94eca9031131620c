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
 * The server's sanitiser keeps only src, alt, width and height on images, so the page adds these itself. The markup
 * is parsed in an inert template: nothing loads before the attributes are set.
 */
export function withLazyImages(html: string): string {
  if (!/<img\b/i.test(html)) return html;
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const image of template.content.querySelectorAll("img")) {
    image.setAttribute("loading", "lazy");
    image.setAttribute("decoding", "async");
  }
  return template.innerHTML;
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
