import { VALIDITY, VALIDITY_LABELS } from "@taxlearn/core";
import { FilterChips, type FilterOption, PageColumn } from "@taxlearn/ui";
import { PageHeading } from "../../../components/page-heading";
import { useApiQuery } from "../../../hooks/use-api-query";
import { readChoice, readPositiveInt, readText } from "../../../lib/list-params";
import { CONTENT_TEXT } from "../content.messages";
import { REGULATION_TEXT } from "../graph/regulation.messages";
import { ALL, KeywordFilter, RegionFilter } from "../shared/article-filters";
import * as filterStyles from "../shared/article-filters.css";
import { policyDetailsPath } from "../shared/content-paths";
import * as layout from "../shared/layout.css";
import { PagedArticles } from "../shared/paged-articles";
import { useListQuery } from "../shared/use-list-query";

/** /policy: policy articles by category (类型), region and title keyword, paged; all of it in the address. */
export default function PolicyScreen() {
  const { params, page, pageSize, update } = useListQuery();
  const categoryId = readPositiveInt(params, "cat") ?? ALL;
  const provinceId = readPositiveInt(params, "prov") ?? ALL;
  const keyword = readText(params, "kw");
  const validity = readChoice(params, "validity", ["all", ...VALIDITY] as const, "all");

  const categories = useApiQuery((api) => api.onlineCategories({ kind: "news" }), []);
  const list = useApiQuery(
    (api) => {
      const filter = {
        page,
        pageSize,
        categoryId: categoryId === ALL ? undefined : categoryId,
        provinceId: provinceId === ALL ? undefined : provinceId,
        keyword: keyword || undefined,
      };
      // validity is today's (never cached), so filtering by it is its own call
      return validity === "all" ? api.onlineNewsList(filter) : api.regulationList({ ...filter, validity });
    },
    [page, pageSize, categoryId, provinceId, keyword, validity],
  );

  const categoryOptions: FilterOption<number>[] = [
    { value: ALL, label: CONTENT_TEXT.all },
    ...(categories.status === "success" ? categories.data.map((c) => ({ value: c.id, label: c.name })) : []),
  ];
  const filtered = categoryId !== ALL || provinceId !== ALL || keyword !== "" || validity !== "all";

  return (
    <PageColumn className={layout.page}>
      <PageHeading title={CONTENT_TEXT.policyTitle} subtitle={CONTENT_TEXT.policySubtitle} />
      <section className={`${layout.panelTight} ${filterStyles.filters}`} aria-label={CONTENT_TEXT.filtersLabel}>
        <FilterChips
          label={CONTENT_TEXT.filterCategory}
          options={categoryOptions}
          value={categoryId}
          onChange={(value) => update({ cat: value === ALL ? null : value })}
        />
        <FilterChips
          label={REGULATION_TEXT.validityFilter}
          options={[
            { value: "all", label: CONTENT_TEXT.all },
            ...VALIDITY.map((v) => ({ value: v, label: VALIDITY_LABELS[v] })),
          ]}
          value={validity}
          onChange={(value) => update({ validity: value === "all" ? null : value })}
        />
        <RegionFilter value={provinceId} onChange={(value) => update({ prov: value === ALL ? null : value })} />
        <KeywordFilter key={keyword} value={keyword} onSubmit={(text) => update({ kw: text })} />
      </section>
      <section className={layout.panel} aria-label={CONTENT_TEXT.policyListLabel}>
        <PagedArticles
          query={list}
          keyword={keyword}
          filtered={filtered}
          update={update}
          articleHref={(article) => policyDetailsPath(article.id)}
        />
      </section>
    </PageColumn>
  );
}
