import { EmptyState, PageColumn } from "@taxlearn/ui";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { usePageHref } from "../../../hooks/use-page-href";
import { CONTENT_TEXT } from "../content.messages";
import { ArticlePageList } from "../shared/article-page-list";
import { policyDetailsPath } from "../shared/content-paths";
import * as layout from "../shared/layout.css";
import { scrollToPageTop } from "../shared/scroll";
import { useListQuery } from "../shared/use-list-query";

/** /new-policy-more (更多新政): every policy, newest first, paged in the address. */
export default function NewPolicyMoreScreen() {
  const { page, pageSize, update } = useListQuery();
  const list = useApiQuery((api) => api.onlineNewsList({ page, pageSize }), [page, pageSize]);
  const pageHref = usePageHref();
  return (
    <PageColumn className={layout.page}>
      <PageHeading title={CONTENT_TEXT.newPolicyMoreTitle} subtitle={CONTENT_TEXT.newPolicySubtitle} />
      <section className={layout.panel} aria-label={CONTENT_TEXT.newPolicyMoreTitle}>
        <QueryView query={list}>
          {(data) => (
            <ArticlePageList
              data={data}
              articleHref={(article) => policyDetailsPath(article.id)}
              onPageChange={(next) => {
                update({ page: next });
                scrollToPageTop();
              }}
              onPageSizeChange={(size) => update({ pageSize: size })}
              pageHref={pageHref}
              empty={<EmptyState title={CONTENT_TEXT.emptyList} />}
            />
          )}
        </QueryView>
      </section>
    </PageColumn>
  );
}
