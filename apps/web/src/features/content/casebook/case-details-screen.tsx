import type { ArticleCardData } from "@taxlearn/api";
import { PageColumn } from "@taxlearn/ui";
import { Link, Navigate } from "react-router";
import { DetailEngagement } from "../../../components/detail-engagement";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useIdParam } from "../../../hooks/use-id-param";
import { CONTENT_TEXT } from "../content.messages";
import { GraphLink } from "../graph/graph-link";
import { ArticleCardHeader } from "../shared/article-header";
import { ContentNotFound } from "../shared/content-not-found";
import { type CaseType, casebookPath, isCaseType, policyDetailsPath } from "../shared/content-paths";
import { DetailQueryView } from "../shared/detail-query-view";
import * as layout from "../shared/layout.css";
import { RelatedArticles } from "../shared/related-articles";
import { RelatedCourses } from "../shared/related-courses";
import { combineRelated } from "../shared/related-results";
import { RichText } from "../shared/rich-text";
import { relatedCasesOfCase, relatedCoursesOfCase, relatedPoliciesOfCase } from "./case-related";

const notFound = (
  <ContentNotFound title={CONTENT_TEXT.caseNotFound} backHref="/casebook" backLabel={CONTENT_TEXT.backToCases} />
);

/** /casebook/details?id=: one case's sanitised body with related cases, policies and courses of its kind. */
export default function CaseDetailsScreen() {
  const id = useIdParam();
  if (id === null) return <PageColumn className={layout.page}>{notFound}</PageColumn>;
  return <CaseDetails key={id} id={id} />;
}

function CaseDetails({ id }: { id: number }) {
  const detail = useApiQuery((api) => api.onlineNewsDetail({ id }), [id]);
  return (
    <PageColumn className={layout.page}>
      <DetailQueryView query={detail} notFound={notFound}>
        {(article) =>
          isCaseType(article.type) ? (
            <CaseBody article={article} type={article.type} />
          ) : (
            <Navigate to={policyDetailsPath(article.id)} replace />
          )
        }
      </DetailQueryView>
    </PageColumn>
  );
}

function CaseBody({ article, type }: { article: ArticleCardData & { contentHtml: string }; type: CaseType }) {
  const { id } = article;
  const cases = useApiQuery(
    (api) => Promise.all(relatedCasesOfCase(api, type, id, 3)).then(combineRelated),
    [type, id],
  );
  const policies = useApiQuery((api) => relatedPoliciesOfCase(api, type, id, 6), [type, id]);
  const courses = useApiQuery((api) => relatedCoursesOfCase(api, type, id, 6), [type, id]);
  // the body with the policies it cites linked
  const profile = useApiQuery((api) => api.regulationProfile({ id }), [id]);
  return (
    <div className={layout.detailLayout}>
      <div className={layout.main}>
        <article className={layout.panel} aria-label={article.title}>
          <ArticleCardHeader article={article} />
          <DetailEngagement kind="case" id={article.id} />
          <GraphLink kind="case" id={article.id} />
          <RichText sanitisedHtml={profile.status === "success" ? profile.data.linkedHtml : article.contentHtml} />
          <p>
            <Link className={layout.textLink} to={casebookPath(type)}>
              ‹ {CONTENT_TEXT.backToCases}
            </Link>
          </p>
        </article>
        <RelatedCourses query={courses} />
      </div>
      <aside className={layout.aside} aria-label={CONTENT_TEXT.related}>
        <RelatedArticles title={CONTENT_TEXT.relatedCases} query={cases} />
        <RelatedArticles title={CONTENT_TEXT.relatedPolicies} query={policies} />
      </aside>
    </div>
  );
}
