import { EmptyState, PageColumn, Tabs } from "@taxlearn/ui";
import { QueryView } from "../../../app/data/QueryView";
import { useApiQuery } from "../../../app/data/use-api-query";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import { ArticleList } from "../shared/ArticleList";
import * as styles from "../shared/catalogue.css";
import { ListPager } from "../shared/ListPager";
import { PageHeading } from "../shared/PageHeading";
import { ArticleListSkeleton } from "../shared/Skeletons";
import { useUrlState } from "../shared/use-url-state";
import {
  extendedReadRequest,
  extendedReadSearchParams,
  parseExtendedReadQuery,
  READING_KIND_TABS,
  type ReadingKind,
} from "./extended-read-query";

/** /extended-read: policy interpretations and cases to read beyond the courses, by kind and in pages. */
export default function ExtendedReadScreen() {
  const [query, setQuery] = useUrlState(parseExtendedReadQuery, extendedReadSearchParams);
  const articles = useApiQuery(
    (api) => api.onlineNewsList(extendedReadRequest(query)),
    [extendedReadSearchParams(query).toString()],
  );
  return (
    <PageColumn className={styles.page}>
      <section className={styles.panel}>
        <PageHeading title={CATALOGUE_TEXT.extendedReadTitle} subtitle={CATALOGUE_TEXT.extendedReadSubtitle} />
        <Tabs
          label={CATALOGUE_TEXT.extendedReadTabs}
          tabs={READING_KIND_TABS}
          value={query.kind}
          onChange={(kind) => setQuery({ ...query, kind: kind as ReadingKind, page: 1 })}
        />
        <QueryView query={articles} placeholder={<ArticleListSkeleton />}>
          {(result) => (
            <>
              {result.list.length > 0 ? (
                <ArticleList articles={result.list} titleLevel={2} />
              ) : (
                <EmptyState title={CATALOGUE_TEXT.articleEmpty} />
              )}
              {result.total > 0 ? (
                <ListPager
                  state={query}
                  total={result.total}
                  onPageChange={(page) => setQuery({ ...query, page })}
                  onPageSizeChange={(pageSize) => setQuery({ ...query, pageSize, page: 1 })}
                />
              ) : null}
            </>
          )}
        </QueryView>
      </section>
    </PageColumn>
  );
}
