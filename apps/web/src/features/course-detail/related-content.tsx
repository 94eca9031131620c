import type { ApiClient, ApiResult, ArticleCardData } from "@taxlearn/api";
import { normalizeCourseCard, parseLabels, shouldShowPrice, weekdayDate } from "@taxlearn/core";
import { ArticleListItem, CourseCard } from "@taxlearn/ui";
import { useLocation, useNavigate } from "react-router";
import { COURSE_LABEL_BADGE_IMAGES } from "../../app/course-label-badges";
import { QueryView } from "../../app/data/query-view";
import { useApiQuery } from "../../app/data/use-api-query";
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

function ArticleList({ articles }: { articles: ReadonlyArray<ArticleCardData> }) {
  const navigate = useNavigate();
  if (articles.length === 0) return <p className={styles.muted}>{COURSE_DETAIL_TEXT.relatedEmpty}</p>;
  return (
    <div className={styles.articleList}>
      {articles.map((article) => (
        <ArticleListItem
          key={article.id}
          title={article.title}
          source={article.typeName}
          date={weekdayDate(article.publishedAt)}
          tags={parseLabels(article.keyword)}
          onOpen={() => navigate(articlePath(article))}
        />
      ))}
    </div>
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
        <QueryView query={policies}>{(articles) => <ArticleList articles={articles} />}</QueryView>
      </section>
      <section className={styles.section} aria-labelledby="related-cases-title">
        <h2 id="related-cases-title" className={styles.lecturesTitle}>
          {COURSE_DETAIL_TEXT.relatedCases}
        </h2>
        <QueryView query={cases}>{(articles) => <ArticleList articles={articles} />}</QueryView>
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
  const navigate = useNavigate();
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
          <div className={styles.courseGrid}>
            {list.map((raw) => {
              const course = normalizeCourseCard(raw);
              const id = course.id;
              return id === null ? null : (
                <CourseCard
                  key={id}
                  course={course}
                  hidePrice={hidePrice}
                  labelBadgeImages={COURSE_LABEL_BADGE_IMAGES}
                  onOpen={() => navigate(courseDetailsPath(id))}
                />
              );
            })}
          </div>
        )}
      </QueryView>
    </section>
  );
}
