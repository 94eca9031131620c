import { EmptyState, Tabs } from "@taxlearn/ui";
import { Link, Navigate, useParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { readChoice } from "../../../lib/list-params";
import { buttonLink } from "../../../styles/button-link.css";
import { CONTENT_TEXT } from "../content.messages";
import * as layout from "../shared/layout.css";
import { PagedList } from "../shared/paged-list";
import { useListQuery } from "../shared/use-list-query";
import * as styles from "./search.css";
import { SEARCH_KINDS, type SearchCounts, type SearchKind, searchCounts, searchKeyword } from "./search-counts";
import { SearchHitItem } from "./search-hit-item";

const TAB_LABELS: Record<SearchKind, string> = {
  all: CONTENT_TEXT.searchAll,
  course: CONTENT_TEXT.searchCourses,
  policy: CONTENT_TEXT.searchPolicies,
  case: CONTENT_TEXT.searchCases,
};

/** /search/{keys}: results across courses, policies and cases, with the server's highlights and kind tabs. */
export default function SearchScreen() {
  const keyword = searchKeyword(useParams().keys);
  // spec §5: an empty search goes to the course list
  if (keyword === "") return <Navigate to="/course/list" replace />;
  return <SearchResults key={keyword} keyword={keyword} />;
}

function SearchResults({ keyword }: { keyword: string }) {
  const { params, page, pageSize, update } = useListQuery();
  const kind = readChoice(params, "kind", SEARCH_KINDS, "all");

  const counts = useApiQuery(
    (api) =>
      Promise.all([
        api.searchOnlineProducts({ keyword, kind: "course" }),
        api.searchOnlineProducts({ keyword, kind: "policy" }),
        api.searchOnlineProducts({ keyword, kind: "case" }),
      ]).then(searchCounts),
    [keyword],
  );
  const results = useApiQuery(
    (api) => api.searchOnlineProducts({ keyword, kind, page, pageSize }),
    [keyword, kind, page, pageSize],
  );
  const known: SearchCounts | null = counts.status === "success" ? counts.data : null;

  return (
    <div className={layout.page}>
      <PageHeading
        title={CONTENT_TEXT.searchTitle(keyword)}
        subtitle={known ? CONTENT_TEXT.searchTotal(known.all) : undefined}
      />
      <section className={layout.panel} aria-label="搜索结果">
        <Tabs
          label={CONTENT_TEXT.searchTabs}
          tabs={SEARCH_KINDS.map((id) => ({
            id,
            label: known ? `${TAB_LABELS[id]}（${known[id]}）` : TAB_LABELS[id],
          }))}
          value={kind}
          onChange={(id) => update({ kind: id === "all" ? null : id })}
        />
        <QueryView query={results}>
          {(data) => (
            <PagedList
              data={data}
              update={update}
              listClassName={styles.results}
              listLabel="搜索结果列表"
              empty={
                <EmptyState
                  title={CONTENT_TEXT.searchEmpty(keyword)}
                  description={CONTENT_TEXT.searchEmptyHint}
                  action={
                    <Link className={buttonLink} to="/course/list">
                      {CONTENT_TEXT.browseCourses}
                    </Link>
                  }
                />
              }
              renderItem={(hit) => <SearchHitItem key={`${hit.kind}-${hit.id}`} hit={hit} />}
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}
