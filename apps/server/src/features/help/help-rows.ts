import { richTextToPlain, sanitizeRichText } from "../catalogue/rich-text";
import type { HelpArticleValues, HelpGuideValues } from "./help.repo";

/**
 * The one way help content is written (seed, scripts, future editors): HTML sanitised with the catalogue's rich-text
 * rules, and its plain text kept beside it for search and summaries.
 */
export const helpArticleRow = (row: Omit<HelpArticleValues, "contentText">) => {
  const contentHtml = sanitizeRichText(row.contentHtml);
  return { ...row, contentHtml, contentText: richTextToPlain(contentHtml) };
};

export const helpGuideRow = (row: HelpGuideValues) => ({
  ...row,
  contentHtml: sanitizeRichText(row.contentHtml),
});
