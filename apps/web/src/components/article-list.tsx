import type { ArticleCardData } from "@taxlearn/api";
import { parseLabels, weekdayDate } from "@taxlearn/core";
import { ArticleListItem } from "@taxlearn/ui";
import * as styles from "./article-list.css";
import { withSampleMark } from "./sample-mark";

/** The kind (法律法规, 稽查案例 …) and the source of an article, as its row's source line. */
export const kindAndSource = (article: ArticleCardData): string =>
  [article.typeName, article.source].filter(Boolean).join(" · ");

export interface ArticleListProps {
  articles: ReadonlyArray<ArticleCardData>;
  /** An article's detail page (the feature knows where policies and cases live); each row links there. */
  articleHref: (article: ArticleCardData) => string;
  /** The row's source line; the kind and the source by default. */
  sourceLine?: (article: ArticleCardData) => string;
  /** Show the summary line under each title. */
  withSummary?: boolean;
  /** Marks these words in titles and summaries (a list's own keyword filter). */
  keyword?: string;
  titleLevel?: 2 | 3 | 4;
  /** The list's accessible name. */
  label?: string;
  /** A hairline between rows (full lists; the short lists of a panel go without). */
  divided?: boolean;
}

/** Policy articles and cases as rows: title, summary, source line, date, tags; a row links to its detail. */
export function ArticleList({
  articles,
  articleHref,
  sourceLine = kindAndSource,
  withSummary = true,
  keyword = "",
  titleLevel = 3,
  label,
  divided = false,
}: ArticleListProps) {
  return (
    <ul className={styles.list} {...(label ? { "aria-label": label } : {})}>
      {articles.map((article) => (
        <li key={article.id} className={divided ? styles.row : undefined}>
          <ArticleListItem
            title={article.title}
            {...(withSummary && article.summary ? { summary: article.summary } : {})}
            date={weekdayDate(article.publishedAt)}
            source={withSampleMark(sourceLine(article), article)}
            tags={parseLabels(article.keyword)}
            keyword={keyword}
            href={articleHref(article)}
            titleLevel={titleLevel}
          />
        </li>
      ))}
    </ul>
  );
}
