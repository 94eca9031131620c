import { PageColumn } from "@taxlearn/ui";
import { Navigate } from "react-router";
import { DetailEngagement } from "../../../components/detail-engagement";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useIdParam } from "../../../hooks/use-id-param";
import { CONTENT_TEXT } from "../content.messages";
import { GraphLink } from "../graph/graph-link";
import { ArticleCardHeader } from "../shared/article-header";
import { ContentNotFound } from "../shared/content-not-found";
import { caseDetailsPath, isCaseType } from "../shared/content-paths";
import { DetailQueryView } from "../shared/detail-query-view";
import * as layout from "../shared/layout.css";
import { RelatedArticles } from "../shared/related-articles";
import { RelatedCourses } from "../shared/related-courses";
import { combineRelated } from "../shared/related-results";
import { RichText } from "../shared/rich-text";
import { PolicyValidity } from "./policy-validity";

const notFound = (
  <ContentNotFound title={CONTENT_TEXT.policyNotFound} backHref="/policy" backLabel={CONTENT_TEXT.backToPolicies} />
);

/** /policy/details?id=: one policy's sanitised body with related policies, cases and courses. */
export default function PolicyDetailsScreen() {
  const id = useIdParam();
  if (id === null) return <PageColumn className={layout.page}>{notFound}</PageColumn>;
  return <PolicyDetails key={id} id={id} />;
}

function PolicyDetails({ id }: { id: number }) {
  // The related calls start with the article itself; they answer 404 too when the article does not exist.
  const detail = useApiQuery((api) => api.onlineNewsDetail({ id }), [id]);
  const policies = useApiQuery((api) => api.newsListByNews({ id, limit: 6 }), [id]);
  const cases = useApiQuery(
    (api) =>
      Promise.all([
        api.caseInspectsByNews({ id, limit: 3 }),
        api.caseNewsByNews({ id, limit: 3 }),
        api.caseJusticeByNews({ id, limit: 3 }),
      ]).then(combineRelated),
    [id],
  );
  const courses = useApiQuery((api) => api.onlineProductListByNews({ id, limit: 6 }), [id]);
  // validity, amendment chain and the body with its citations linked (never cached: validity follows the date)
  const profile = useApiQuery((api) => api.regulationProfile({ id }), [id]);
  const linked = profile.status === "success" ? profile.data : null;
  // The article waits for its validity banner (both are read at once), so the banner never pushes the body down.
  const shown: typeof detail =
    detail.status === "success" && profile.status === "loading"
      ? { status: "loading", previous: undefined, retry: detail.retry }
      : detail;

  return (
    <PageColumn className={layout.page}>
      <DetailQueryView query={shown} notFound={notFound}>
        {(article) =>
          isCaseType(article.type) ? (
            <Navigate to={caseDetailsPath(article.id)} replace />
          ) : (
            <div className={layout.detailLayout}>
              <div className={layout.main}>
                <article className={layout.panel} aria-label={article.title}>
                  <ArticleCardHeader article={article} />
                  <DetailEngagement kind="policy" id={article.id} />
                  {linked ? <PolicyValidity profile={linked} /> : null}
                  <GraphLink kind="policy" id={article.id} />
                  <RichText sanitisedHtml={linked?.linkedHtml ?? article.contentHtml} />
                </article>
                <RelatedCourses query={courses} />
              </div>
              <aside className={layout.aside} aria-label={CONTENT_TEXT.related}>
                <RelatedArticles title={CONTENT_TEXT.relatedPolicies} query={policies} />
                <RelatedArticles title={CONTENT_TEXT.relatedCases} query={cases} />
              </aside>
            </div>
          )
        }
      </DetailQueryView>
    </PageColumn>
  );
}
