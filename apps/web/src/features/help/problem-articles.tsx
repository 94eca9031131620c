import { EmptyState, Pagination } from "@taxlearn/ui";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import type { ParamChanges } from "../../lib/list-params";
import { ArticleRows } from "./article-rows";
import * as styles from "./help.css";
import { HELP_TEXT } from "./help.messages";
import { HelpSearch } from "./help-search";

/** A page of help articles (all, one category's, or a search's), with the search box and the pager. */
export function ProblemArticles({
  title,
  categoryId,
  keyword,
  page,
  pageSize,
  update,
}: {
  title: string;
  categoryId: number | null;
  keyword: string;
  page: number;
  pageSize: number;
  update: (changes: ParamChanges) => void;
}) {
  const list = useApiQuery(
    (api) =>
      api.helpArticles({
        page,
        pageSize,
        ...(categoryId !== null ? { categoryId } : {}),
        ...(keyword ? { keyword } : {}),
      }),
    [categoryId, keyword, page, pageSize],
  );
  return (
    <>
      <h1 className={styles.sectionTitle}>{title}</h1>
      <HelpSearch key={keyword} defaultValue={keyword} />
      <QueryView query={list} errorTitle={HELP_TEXT.loadFailed}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={HELP_TEXT.noArticles} description={HELP_TEXT.noArticlesHint} />
          ) : (
            <>
              <ArticleRows articles={data.list} label={title} />
              <div className={styles.pager}>
                <Pagination
                  total={data.total}
                  page={data.page}
                  pageSize={data.pageSize}
                  onPageChange={(next) => update({ page: next })}
                  onPageSizeChange={(size) => update({ pageSize: size })}
                />
              </div>
            </>
          )
        }
      </QueryView>
    </>
  );
}
