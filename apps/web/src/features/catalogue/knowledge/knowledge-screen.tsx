import { PageColumn, Tabs } from "@taxlearn/ui";
import { PageHeading } from "../../../components/page-heading";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useUrlState } from "../../../hooks/use-url-state";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import * as styles from "../shared/catalogue.css";
import { CourseGrid } from "../shared/course-grid";
import { PagedResults } from "../shared/paged-results";
import { CourseGridSkeleton } from "../shared/skeletons";
import {
  hasMicroKindTabs,
  knowledgeRequest,
  knowledgeSearchParams,
  knowledgeTitle,
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
        {hasMicroKindTabs(query) ? (
          <>
            <PageHeading title={knowledgeTitle(query)} subtitle={CATALOGUE_TEXT.knowledgeSubtitle} />
            <Tabs
              label={CATALOGUE_TEXT.knowledgeTabs}
              tabs={MICRO_KIND_TABS}
              value={query.kind}
              onChange={(kind) => setQuery({ ...query, kind: kind as MicroKind, page: 1 })}
            />
          </>
        ) : (
          <PageHeading title={knowledgeTitle(query)} />
        )}
        <PagedResults
          query={courses}
          state={query}
          onPageChange={(page) => setQuery({ ...query, page })}
          onPageSizeChange={(pageSize) => setQuery({ ...query, pageSize, page: 1 })}
          placeholder={<CourseGridSkeleton />}
          emptyTitle={CATALOGUE_TEXT.knowledgeEmpty}
        >
          {(list) => <CourseGrid courses={list} titleLevel={2} leadsPage />}
        </PagedResults>
      </section>
    </PageColumn>
  );
}
