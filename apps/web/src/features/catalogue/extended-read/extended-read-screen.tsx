import { PageColumn, Tabs } from "@taxlearn/ui";
import { ArticleList } from "../../../components/article-list";
import { PageHeading } from "../../../components/page-heading";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useUrlState } from "../../../hooks/use-url-state";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import * as styles from "../shared/catalogue.css";
import { articleDetailPath, catalogueSourceLine } from "../shared/catalogue-links";
import { PagedResults } from "../shared/paged-results";
import { ArticleListSkeleton } from "../shared/skeletons";
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
        <PagedResults
          query={articles}
          state={query}
          onPageChange={(page) => setQuery({ ...query, page })}
          onPageSizeChange={(pageSize) => setQuery({ ...query, pageSize, page: 1 })}
          placeholder={<ArticleListSkeleton />}
          emptyTitle={CATALOGUE_TEXT.articleEmpty}
        >
          {(list) => (
            <ArticleList
              articles={list}
              titleLevel={2}
              sourceLine={catalogueSourceLine}
              articleHref={(article) => articleDetailPath(article)}
            />
          )}
        </PagedResults>
      </section>
    </PageColumn>
  );
}
