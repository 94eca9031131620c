import type { ArticleCardData } from "@taxlearn/api";
import { Button, EmptyState, Pagination } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { ArticleList } from "../../../components/article-list";
import { CONTENT_TEXT } from "../content.messages";
import * as layout from "./layout.css";

export interface ArticlePage {
  readonly list: ReadonlyArray<ArticleCardData>;
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface ArticlePageListProps {
  data: ArticlePage;
  /** Marks these words in titles and summaries (the list's own keyword filter). */
  keyword?: string;
  articleHref: (article: ArticleCardData) => string;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** The address of a page, when the list is paged in its URL: the pager's pages are links. */
  pageHref?: (page: number) => string;
  empty: ReactNode;
  /** Show the article kind (法律法规, 稽查案例 …) as the row's source line. */
  showKind?: boolean;
}

const sourceOnly = (article: ArticleCardData): string => article.source;

/** Policies or cases of one page, with the pager; `empty` when the page has nothing. */
export function ArticlePageList({
  data,
  keyword = "",
  articleHref,
  onPageChange,
  onPageSizeChange,
  pageHref,
  empty,
  showKind = true,
}: ArticlePageListProps) {
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
      <ArticleList
        articles={data.list}
        keyword={keyword}
        articleHref={articleHref}
        {...(showKind ? {} : { sourceLine: sourceOnly })}
        titleLevel={2}
        label={CONTENT_TEXT.articleListLabel}
        divided
      />
      <div className={layout.pager}>
        <Pagination
          total={data.total}
          page={data.page}
          pageSize={data.pageSize}
          onPageChange={onPageChange}
          {...(onPageSizeChange ? { onPageSizeChange } : {})}
          {...(pageHref ? { pageHref } : {})}
        />
      </div>
    </div>
  );
}
