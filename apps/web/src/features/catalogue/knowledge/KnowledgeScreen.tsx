import { EmptyState, PageColumn, Tabs } from "@taxlearn/ui";
import { QueryView } from "../../../app/data/QueryView";
import { useApiQuery } from "../../../app/data/use-api-query";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import { CourseGrid } from "../shared/CourseGrid";
import * as styles from "../shared/catalogue.css";
import { ListPager } from "../shared/ListPager";
import { PageHeading } from "../shared/PageHeading";
import { CourseGridSkeleton } from "../shared/Skeletons";
import { useUrlState } from "../shared/use-url-state";
import {
  knowledgeRequest,
  knowledgeSearchParams,
  MICRO_KIND_TABS,
  type MicroKind,
  parseKnowledgeQuery,
} from "./knowledge-query";

/** /knowledge?pT=2: micro-courses under the tabs 全部 / 课程微课 / 独立微课, in pages; tab and page in the URL. */
export default function KnowledgeScreen() {
  const [query, setQuery] = useUrlState(parseKnowledgeQuery, knowledgeSearchParams);
  const courses = useApiQuery(
    (api) => api.onlineProducts(knowledgeRequest(query)),
    [knowledgeSearchParams(query).toString()],
  );
  return (
    <PageColumn className={styles.page}>
      <section className={styles.panel}>
        <PageHeading title={CATALOGUE_TEXT.knowledgeTitle} subtitle={CATALOGUE_TEXT.knowledgeSubtitle} />
        <Tabs
          label={CATALOGUE_TEXT.knowledgeTabs}
          tabs={MICRO_KIND_TABS}
          value={query.kind}
          onChange={(kind) => setQuery({ ...query, kind: kind as MicroKind, page: 1 })}
        />
        <QueryView query={courses} placeholder={<CourseGridSkeleton />}>
          {(result) => (
            <>
              {result.list.length > 0 ? (
                <CourseGrid courses={result.list} titleLevel={2} />
              ) : (
                <EmptyState title={CATALOGUE_TEXT.knowledgeEmpty} />
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
