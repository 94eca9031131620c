import * as styles from "./rich-text.css";

export interface RichTextProps {
  /**
   * HTML the server stored through its sanitiser (apps/server `sanitizeRichText`: formatting, tables, links and
   * images only; no scripts, handlers or styles) — every `contentHtml` of the catalogue calls is such HTML.
   */
  sanitisedHtml: string;
}

/** The body of a policy, case, theme file or hearing, as the server sanitised it. */
export function RichText({ sanitisedHtml }: RichTextProps) {
  return (
    <div
      className={styles.richText}
      data-testid="rich-text"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server before it is stored (see props)
      dangerouslySetInnerHTML={{ __html: sanitisedHtml }}
    />
  );
}
