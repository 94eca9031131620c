import { Button, PageColumn, Stack } from "@taxlearn/ui";
import { PageHeading } from "../../../components/page-heading";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useUrlState } from "../../../hooks/use-url-state";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import * as styles from "../shared/catalogue.css";
import { CourseGrid } from "../shared/course-grid";
import { NullableFilterChips } from "../shared/nullable-filter-chips";
import { PagedResults } from "../shared/paged-results";
import { CourseGridSkeleton } from "../shared/skeletons";
import {
  changeCourseListQuery,
  courseListSearchParams,
  DEFAULT_COURSE_LIST_QUERY,
  onlineProductsRequest,
  PRICE_OPTIONS,
  PRODUCT_TYPE_OPTIONS,
  parseCourseListQuery,
  SORT_OPTIONS,
} from "./course-list-query";

/** /course/list: every course with category, type, price and sort filters and pages; all of it in the URL query. */
export default function CourseListScreen() {
  const [query, setQuery] = useUrlState(parseCourseListQuery, courseListSearchParams);
  const change = (next: Parameters<typeof changeCourseListQuery>[1]) => setQuery(changeCourseListQuery(query, next));
  const categories = useApiQuery((api) => api.onlineCategories({ kind: "course" }), []);
  const courses = useApiQuery(
    (api) => api.onlineProducts(onlineProductsRequest(query)),
    [courseListSearchParams(query).toString()],
  );
  const categoryOptions = [
    { value: null, label: CATALOGUE_TEXT.all },
    ...(categories.status === "success" ? categories.data.map((c) => ({ value: c.id, label: c.name })) : []),
  ];
  const filtered = courseListSearchParams({ ...query, page: 1, pageSize: DEFAULT_COURSE_LIST_QUERY.pageSize }).size > 0;

  return (
    <PageColumn className={styles.page}>
      <section className={styles.panel}>
        <PageHeading title={CATALOGUE_TEXT.courseListTitle} />
        <Stack space="small">
          <NullableFilterChips
            label={CATALOGUE_TEXT.filterCategory}
            options={categoryOptions}
            value={query.categoryId}
            onChange={(categoryId) => change({ categoryId })}
          />
          <NullableFilterChips
            label={CATALOGUE_TEXT.filterType}
            options={PRODUCT_TYPE_OPTIONS}
            value={query.productType}
            onChange={(productType) => change({ productType })}
          />
          <NullableFilterChips
            label={CATALOGUE_TEXT.filterPrice}
            options={PRICE_OPTIONS}
            value={query.price}
            onChange={(price) => change({ price })}
          />
          <NullableFilterChips
            label={CATALOGUE_TEXT.filterSort}
            options={SORT_OPTIONS}
            value={query.sort}
            onChange={(sort) => change({ sort: sort ?? "new" })}
          />
        </Stack>
      </section>
      <section className={styles.panel} aria-label={CATALOGUE_TEXT.courseListTitle}>
        <PagedResults
          query={courses}
          state={query}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={(pageSize) => change({ pageSize })}
          placeholder={<CourseGridSkeleton />}
          emptyTitle={CATALOGUE_TEXT.courseListEmpty}
          {...(filtered
            ? {
                emptyDescription: CATALOGUE_TEXT.courseListEmptyHint,
                emptyAction: (
                  <Button tone="secondary" onClick={() => setQuery(DEFAULT_COURSE_LIST_QUERY)}>
                    {CATALOGUE_TEXT.clearFilters}
                  </Button>
                ),
              }
            : {})}
        >
          {(list) => <CourseGrid courses={list} titleLevel={2} leadsPage />}
        </PagedResults>
      </section>
    </PageColumn>
  );
}
