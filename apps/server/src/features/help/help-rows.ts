import type { helpArticles, helpGuides } from "../../db/schema";
import { richTextToPlain, sanitizeRichText } from "../catalogue/rich-text";

/**
 * The one way help content is written (seed, scripts, future editors): HTML sanitised with the catalogue's rich-text
 * rules, and its plain text kept beside it for search and summaries.
 */
export const helpArticleRow = (row: Omit<typeof helpArticles.$inferInsert, "contentText">) => {
  const contentHtml = sanitizeRichText(row.contentHtml);
  return { ...row, contentHtml, contentText: richTextToPlain(contentHtml) };
};

export const helpGuideRow = (row: typeof helpGuides.$inferInsert) => ({
  ...row,
  contentHtml: sanitizeRichText(row.contentHtml),
});
