import type { ApiClient, ApiResult, ArticleCardData } from "@taxlearn/api";
import { normalizeCourseCard, shouldShowPrice } from "@taxlearn/core";
import { CourseCard, Tiles } from "@taxlearn/ui";
import { useLocation } from "react-router";
import { ArticleList } from "../../components/article-list";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { COURSE_LABEL_BADGE_IMAGES } from "../../lib/course-label-badges";
import * as styles from "./course-detail.css";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";
import { articlePath, courseDetailsPath } from "./course-detail-paths";

/** How many related courses fit the row under the page (four 270 px cards in the 1200 px column). */
const RELATED_COURSES = 4;
const RELATED_ARTICLES = 5;

/** The three case kinds related to a course, merged: most relevant of each kind first, then by kind. */
async function relatedCases(api: ApiClient, id: number): Promise<ApiResult<ArticleCardData[]>> {
  const kinds = await Promise.all([
    api.caseInspectsByCourse({ id, limit: RELATED_ARTICLES }),
    api.caseNewsByCourse({ id, limit: RELATED_ARTICLES }),
    api.caseJusticeByCourse({ id, limit: RELATED_ARTICLES }),
  ]);
  const failed = kinds.find((k) => !k.success);
  if (failed && !failed.success) return failed;
  const lists = kinds.map((k) => (k.success ? k.data : []));
  const merged: ArticleCardData[] = [];
  for (let rank = 0; merged.length < RELATED_ARTICLES && lists.some((l) => rank < l.length); rank++) {
    for (const list of lists) {
      const item = list[rank];
      if (item && merged.length < RELATED_ARTICLES) merged.push(item);
    }
  }
  return { status: 200, success: true, msg: "", data: merged };
}

const kindOnly = (article: ArticleCardData): string => article.typeName;

/** A course's related policies or cases; a row opens the article. */
function RelatedArticleList({ articles }: { articles: ReadonlyArray<ArticleCardData> }) {
  if (articles.length === 0) return <p className={styles.muted}>{COURSE_DETAIL_TEXT.relatedEmpty}</p>;
  return (
    <ArticleList
      articles={articles}
      withSummary={false}
      sourceLine={kindOnly}
      articleHref={(article) => articlePath(article)}
    />
  );
}

/** spec §7 related content of a course: policies (newsListByCourse) and cases (the three case calls). */
export function RelatedArticles({ courseId }: { courseId: number }) {
  const policies = useApiQuery((api) => api.newsListByCourse({ id: courseId, limit: RELATED_ARTICLES }), [courseId]);
  const cases = useApiQuery((api) => relatedCases(api, courseId), [courseId]);
  return (
    <>
      <section className={styles.section} aria-labelledby="related-policies-title">
        <h2 id="related-policies-title" className={styles.lecturesTitle}>
          {COURSE_DETAIL_TEXT.relatedPolicies}
        </h2>
        <QueryView query={policies}>{(articles) => <RelatedArticleList articles={articles} />}</QueryView>
      </section>
      <section className={styles.section} aria-labelledby="related-cases-title">
        <h2 id="related-cases-title" className={styles.lecturesTitle}>
          {COURSE_DETAIL_TEXT.relatedCases}
        </h2>
        <QueryView query={cases}>{(articles) => <RelatedArticleList articles={articles} />}</QueryView>
      </section>
    </>
  );
}

/** spec §7 onlineProductListByCourse: courses sharing this one's tags, as course cards. */
export function RelatedCourses({ courseId }: { courseId: number }) {
  const courses = useApiQuery(
    (api) => api.onlineProductListByCourse({ id: courseId, limit: RELATED_COURSES }),
    [courseId],
  );
  const location = useLocation();
  const hidePrice = !shouldShowPrice(location.pathname + location.search);
  if (courses.status === "success" && courses.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-courses-title">
      <h2 id="related-courses-title" className={styles.lecturesTitle}>
        {COURSE_DETAIL_TEXT.relatedCourses}
      </h2>
      <QueryView query={courses}>
        {(list) => (
          <Tiles columns={4} space="large">
            {list.map((raw) => {
              const course = normalizeCourseCard(raw);
              const id = course.id;
              return id === null ? null : (
                <CourseCard
                  key={id}
                  course={course}
                  hidePrice={hidePrice}
                  labelBadgeImages={COURSE_LABEL_BADGE_IMAGES}
                  href={courseDetailsPath(id)}
                />
              );
            })}
          </Tiles>
        )}
      </QueryView>
    </section>
  );
}
