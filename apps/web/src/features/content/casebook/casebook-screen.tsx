import { PageColumn, Tabs } from "@taxlearn/ui";
import { PageHeading } from "../../../components/page-heading";
import { useApiQuery } from "../../../hooks/use-api-query";
import { readChoice, readPositiveInt, readText } from "../../../lib/list-params";
import { CONTENT_TEXT } from "../content.messages";
import { ALL, KeywordFilter, RegionFilter } from "../shared/article-filters";
import * as filterStyles from "../shared/article-filters.css";
import { CASE_KINDS, CASE_TYPES, caseDetailsPath, DEFAULT_CASE_TYPE } from "../shared/content-paths";
import * as layout from "../shared/layout.css";
import { PagedArticles } from "../shared/paged-articles";
import { useListQuery } from "../shared/use-list-query";

/** /casebook: the three case kinds as tabs (types 25, 27, 26), with region and keyword filters, paged. */
export default function CasebookScreen() {
  const { params, page, pageSize, update } = useListQuery();
  const type = readChoice(params, "type", CASE_TYPES, DEFAULT_CASE_TYPE);
  const provinceId = readPositiveInt(params, "prov") ?? ALL;
  const keyword = readText(params, "kw");

  const list = useApiQuery(
    (api) =>
      api.onlineNewsList({
        type,
        page,
        pageSize,
        provinceId: provinceId === ALL ? undefined : provinceId,
        keyword: keyword || undefined,
      }),
    [type, page, pageSize, provinceId, keyword],
  );
  const filtered = provinceId !== ALL || keyword !== "";

  return (
    <PageColumn className={layout.page}>
      <PageHeading title={CONTENT_TEXT.casebookTitle} subtitle={CONTENT_TEXT.casebookSubtitle} />
      <section className={`${layout.panelTight} ${filterStyles.filters}`}>
        <Tabs
          label={CONTENT_TEXT.caseKinds}
          tabs={CASE_KINDS.map((kind) => ({ id: String(kind.type), label: kind.label }))}
          value={String(type)}
          onChange={(id) => update({ type: Number(id) === DEFAULT_CASE_TYPE ? null : id })}
        />
        <div className={filterStyles.filters}>
          <RegionFilter value={provinceId} onChange={(value) => update({ prov: value === ALL ? null : value })} />
          <KeywordFilter key={keyword} value={keyword} onSubmit={(text) => update({ kw: text })} />
        </div>
      </section>
      <section className={layout.panel} aria-label={CONTENT_TEXT.caseListLabel}>
        <PagedArticles
          query={list}
          keyword={keyword}
          filtered={filtered}
          update={update}
          showKind={false}
          articleHref={(article) => caseDetailsPath(article.id)}
        />
      </section>
    </PageColumn>
  );
}
