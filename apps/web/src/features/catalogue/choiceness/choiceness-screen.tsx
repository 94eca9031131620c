import { PageColumn } from "@taxlearn/ui";
import { PageHeading } from "../../../components/page-heading";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useUrlState } from "../../../hooks/use-url-state";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import * as styles from "../shared/catalogue.css";
import { CourseGrid } from "../shared/course-grid";
import { NullableFilterChips } from "../shared/nullable-filter-chips";
import { PagedResults } from "../shared/paged-results";
import { CourseGridSkeleton } from "../shared/skeletons";
import { choicenessRequest, choicenessSearchParams, parseChoicenessQuery } from "./choiceness-query";

/** /choiceness: the featured (most studied) courses, by category, in pages. */
export default function ChoicenessScreen() {
  const [query, setQuery] = useUrlState(parseChoicenessQuery, choicenessSearchParams);
  const categories = useApiQuery((api) => api.onlineCategories({ kind: "course" }), []);
  const courses = useApiQuery(
    (api) => api.onlineProducts(choicenessRequest(query)),
    [choicenessSearchParams(query).toString()],
  );
  const categoryOptions = [
    { value: null, label: CATALOGUE_TEXT.all },
    ...(categories.status === "success" ? categories.data.map((c) => ({ value: c.id, label: c.name })) : []),
  ];
  return (
    <PageColumn className={styles.page}>
      <section className={styles.panel}>
        <PageHeading title={CATALOGUE_TEXT.choicenessTitle} subtitle={CATALOGUE_TEXT.choicenessSubtitle} />
        <NullableFilterChips
          label={CATALOGUE_TEXT.filterCategory}
          options={categoryOptions}
          value={query.categoryId}
          onChange={(categoryId) => setQuery({ ...query, categoryId, page: 1 })}
        />
      </section>
      <section className={styles.panel} aria-label={CATALOGUE_TEXT.choicenessTitle}>
        <PagedResults
          query={courses}
          state={query}
          onPageChange={(page) => setQuery({ ...query, page })}
          onPageSizeChange={(pageSize) => setQuery({ ...query, pageSize, page: 1 })}
          placeholder={<CourseGridSkeleton />}
          emptyTitle={CATALOGUE_TEXT.courseListEmpty}
        >
          {(list) => <CourseGrid courses={list} titleLevel={2} leadsPage />}
        </PagedResults>
      </section>
    </PageColumn>
  );
}
