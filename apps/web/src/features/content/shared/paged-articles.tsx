import type { ArticleCardData } from "@taxlearn/api";
import { EmptyState } from "@taxlearn/ui";
import { QueryView } from "../../../components/query-view";
import type { QueryState } from "../../../hooks/use-api-query";
import { usePageHref } from "../../../hooks/use-page-href";
import type { ParamChanges } from "../../../lib/list-params";
import { CONTENT_TEXT } from "../content.messages";
import { type ArticlePage, ArticlePageList } from "./article-page-list";
import { pageHandlers } from "./paged-list";

export interface PagedArticlesProps {
  query: QueryState<ArticlePage>;
  /** The list's keyword filter, marked in titles and summaries. */
  keyword: string;
  /** Whether any filter is set (the empty state then says so). */
  filtered: boolean;
  /** The address update of `useListQuery`. */
  update: (changes: ParamChanges) => void;
  articleHref: (article: ArticleCardData) => string;
  showKind?: boolean;
}

/** A filtered list of policies or cases paged in the address, with its loading, error and empty states. */
export function PagedArticles({ query, keyword, filtered, update, articleHref, showKind }: PagedArticlesProps) {
  const pageHref = usePageHref();
  return (
    <QueryView query={query}>
      {(data) => (
        <ArticlePageList
          data={data}
          keyword={keyword}
          {...(showKind === undefined ? {} : { showKind })}
          articleHref={articleHref}
          {...pageHandlers(update)}
          pageHref={pageHref}
          empty={
            <EmptyState
              title={CONTENT_TEXT.emptyList}
              {...(filtered ? { description: CONTENT_TEXT.emptyFiltered } : {})}
            />
          }
        />
      )}
    </QueryView>
  );
}
