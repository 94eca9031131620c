import type { ArticleCardData } from "@taxlearn/api";
import { parseLabels, weekdayDate } from "@taxlearn/core";
import { ArticleListItem, Button, EmptyState, Pagination } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { CONTENT_TEXT } from "../content.messages";
import * as styles from "./article-list.css";

export interface ArticlePage {
  readonly list: ReadonlyArray<ArticleCardData>;
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface ArticleListProps {
  data: ArticlePage;
  /** Marks these words in titles and summaries (the list's own keyword filter). */
  keyword?: string;
  onOpen: (article: ArticleCardData) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  empty: ReactNode;
  /** Show the article kind (法律法规, 稽查案例 …) as the row's source line. */
  showKind?: boolean;
}

/** Policies or cases of one page, with the pager; `empty` when the page has nothing. */
export function ArticleList({
  data,
  keyword = "",
  onOpen,
  onPageChange,
  onPageSizeChange,
  empty,
  showKind = true,
}: ArticleListProps) {
  if (data.list.length === 0 && data.total > 0) {
    // a page past the end (an old address after the list shrank): offer the first page
    return (
      <EmptyState
        title={CONTENT_TEXT.pastLastPage}
        action={<Button onClick={() => onPageChange(1)}>{CONTENT_TEXT.firstPage}</Button>}
      />
    );
  }
  if (data.list.length === 0) return <>{empty}</>;
  return (
    <div>
      <ul className={styles.list} aria-label="内容列表">
        {data.list.map((article) => (
          <li key={article.id} className={styles.row}>
            <ArticleListItem
              title={article.title}
              summary={article.summary}
              date={weekdayDate(article.publishedAt)}
              source={[showKind ? article.typeName : "", article.source].filter(Boolean).join(" · ")}
              tags={parseLabels(article.keyword)}
              keyword={keyword}
              onOpen={() => onOpen(article)}
              titleLevel={2}
            />
          </li>
        ))}
      </ul>
      <div className={styles.pager}>
        <Pagination
          total={data.total}
          page={data.page}
          pageSize={data.pageSize}
          onPageChange={onPageChange}
          {...(onPageSizeChange ? { onPageSizeChange } : {})}
        />
      </div>
    </div>
  );
}
