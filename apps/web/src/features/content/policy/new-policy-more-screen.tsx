import { EmptyState } from "@taxlearn/ui";
import { useNavigate } from "react-router";
import { QueryView } from "../../../app/data/query-view";
import { useApiQuery } from "../../../app/data/use-api-query";
import { CONTENT_TEXT } from "../content.messages";
import { ArticleList } from "../shared/article-list";
import { policyDetailsPath } from "../shared/content-paths";
import * as layout from "../shared/layout.css";
import { PageHeading } from "../shared/page-heading";
import { scrollToPageTop } from "../shared/scroll";
import { useListQuery } from "../shared/use-list-query";

/** /new-policy-more (更多新政): every policy, newest first, paged in the address. */
export default function NewPolicyMoreScreen() {
  const navigate = useNavigate();
  const { page, pageSize, update } = useListQuery();
  const list = useApiQuery((api) => api.onlineNewsList({ page, pageSize }), [page, pageSize]);
  return (
    <div className={layout.page}>
      <PageHeading title={CONTENT_TEXT.newPolicyMoreTitle} subtitle={CONTENT_TEXT.newPolicySubtitle} />
      <section className={layout.panel} aria-label={CONTENT_TEXT.newPolicyMoreTitle}>
        <QueryView query={list}>
          {(data) => (
            <ArticleList
              data={data}
              onOpen={(article) => navigate(policyDetailsPath(article.id))}
              onPageChange={(next) => {
                update({ page: next });
                scrollToPageTop();
              }}
              onPageSizeChange={(size) => update({ pageSize: size })}
              empty={<EmptyState title={CONTENT_TEXT.emptyList} />}
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}
