import { VALIDITY, VALIDITY_LABELS } from "@taxlearn/core";
import { EmptyState, FilterChips, PageColumn, Tabs } from "@taxlearn/ui";
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
import {
  SEARCH_KINDS,
  type SearchCounts,
  type SearchKind,
  searchCounts,
  searchCountText,
  searchKeyword,
} from "./search-counts";
import { SearchHitItem } from "./search-hit-item";

const TAB_LABELS: Record<SearchKind, string> = {
  all: CONTENT_TEXT.searchAll,
  course: CONTENT_TEXT.searchCourses,
  policy: CONTENT_TEXT.searchPolicies,
  case: CONTENT_TEXT.searchCases,
  lecture: CONTENT_TEXT.searchLectures,
};

const VALIDITY_CHOICES = ["all", ...VALIDITY] as const;

/**
 * /search/{keys}: results across courses, policies, cases and the lectures' spoken words (a lecture hit opens the
 * player at its second), with the server's highlights, kind tabs and, under 政策, a validity filter.
 */
export default function SearchScreen() {
  const keyword = searchKeyword(useParams().keys);
  // spec §5: an empty search goes to the course list
  if (keyword === "") return <Navigate to="/course/list" replace />;
  return <SearchResults key={keyword} keyword={keyword} />;
}

function SearchResults({ keyword }: { keyword: string }) {
  const { params, page, pageSize, update } = useListQuery();
  const kind = readChoice(params, "kind", SEARCH_KINDS, "all");
  // validity belongs to policies: the filter shows (and applies) under 政策 only
  const validityChoice = readChoice(params, "validity", VALIDITY_CHOICES, "all");
  const validity = kind === "policy" && validityChoice !== "all" ? validityChoice : undefined;

  const counts = useApiQuery(
    (api) =>
      Promise.all([
        api.searchOnlineProducts({ keyword, kind: "course" }),
        api.searchOnlineProducts({ keyword, kind: "policy" }),
        api.searchOnlineProducts({ keyword, kind: "case" }),
        api.searchOnlineProducts({ keyword, kind: "lecture" }),
      ]).then(searchCounts),
    [keyword],
  );
  const results = useApiQuery(
    (api) => api.searchOnlineProducts({ keyword, kind, page, pageSize, validity }),
    [keyword, kind, page, pageSize, validity],
  );
  const known: SearchCounts | null = counts.status === "success" ? counts.data : null;

  return (
    <PageColumn className={layout.page}>
      <PageHeading
        title={CONTENT_TEXT.searchTitle(keyword)}
        subtitle={known ? CONTENT_TEXT.searchTotal(searchCountText(known, "all")) : undefined}
      />
      <section className={layout.panel} aria-label={CONTENT_TEXT.searchResults}>
        <Tabs
          label={CONTENT_TEXT.searchTabs}
          tabs={SEARCH_KINDS.map((id) => ({
            id,
            label: known ? CONTENT_TEXT.withCount(TAB_LABELS[id], searchCountText(known, id)) : TAB_LABELS[id],
          }))}
          value={kind}
          onChange={(id) => update({ kind: id === "all" ? null : id, validity: null })}
        />
        {kind === "policy" ? (
          <div className={styles.filters}>
            <FilterChips
              label={CONTENT_TEXT.searchValidity}
              options={VALIDITY_CHOICES.map((v) => ({
                value: v,
                label: v === "all" ? CONTENT_TEXT.all : VALIDITY_LABELS[v],
              }))}
              value={validityChoice}
              onChange={(value) => update({ validity: value === "all" ? null : value })}
            />
          </div>
        ) : null}
        <QueryView query={results}>
          {(data) => (
            <PagedList
              data={data}
              update={update}
              listClassName={styles.results}
              listLabel={CONTENT_TEXT.searchResultList}
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
    </PageColumn>
  );
}
