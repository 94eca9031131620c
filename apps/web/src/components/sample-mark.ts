import type { ArticleCardData } from "@taxlearn/api";
import { SAMPLE_CONTENT_TEXT } from "./sample-content.messages";

// its own module, not article-list's: a detail page's side list marks its rows without loading the full list's rows
/** A source line with the quiet 示例内容 mark after it when the article was invented for the sample data set. */
export const withSampleMark = (line: string, article: Pick<ArticleCardData, "sample">): string =>
  article.sample ? [line, SAMPLE_CONTENT_TEXT.mark].filter(Boolean).join(" · ") : line;
