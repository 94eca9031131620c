import { Carousel, PageColumn, SectionHeader } from "@taxlearn/ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { QueryView } from "../../../app/data/query-view";
import { useApiQuery } from "../../../app/data/use-api-query";
import { useNavigateHandler } from "../../../app/navigation/use-navigate-handler";
import { useServices } from "../../../app/services/app-services";
import { useSession } from "../../../app/session/session-provider";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import { ArticleList } from "../shared/article-list";
import * as shared from "../shared/catalogue.css";
import { CASE_TYPES, courseDetailPath } from "../shared/catalogue-links";
import { CourseGrid } from "../shared/course-grid";
import { readRegionChoice, regionalColumnRequest } from "../shared/region-preference";
import { RegionalBlock } from "../shared/regional-block";
import { ArticleListSkeleton, CourseGridSkeleton } from "../shared/skeletons";
import * as styles from "./home.css";
import { BANNER_SIZE, carouselSlides } from "./home-carousel";
import { HomeLiveRow } from "./home-live-row";

const HOME_COURSE_COUNT = 8;
const HOME_ARTICLE_COUNT = 6;
/** The list calls take page sizes 10, 20 … only (spec §9): read one page of 10 and show the first few. */
const READ_SIZE = 10;

/**
 * /home: banner, featured and latest courses, policy updates, cases, the live preview row and the regional
 * recommendation. Each section loads on its own, so one failing read shows its own 重新加载 and leaves the rest of
 * the page usable.
 */
export default function HomeScreen() {
  return (
    <PageColumn className={shared.page}>
      <HomeBanner />
      <FeaturedCourses />
      <LatestCourses />
      <div className={styles.twoColumns}>
        <PolicyUpdates />
        <LatestCases />
      </div>
      <HomeLiveRow />
      <RegionalSection />
    </PageColumn>
  );
}

function HomeBanner() {
  const navigate = useNavigate();
  const series = useApiQuery((api) => api.onlineProducts({ productType: 15, sort: "hot", pageSize: 10 }), []);
  return (
    <QueryView query={series} placeholder={<div className={styles.bannerPlaceholder} />}>
      {(page) => (
        <div className={styles.banner}>
          <Carousel
            slides={carouselSlides(page.list)}
            width={BANNER_SIZE.width}
            height={BANNER_SIZE.height}
            onSlideClick={(slide) => navigate(courseDetailPath(slide.id))}
          />
        </div>
      )}
    </QueryView>
  );
}

function FeaturedCourses() {
  const onNavigate = useNavigateHandler();
  const courses = useApiQuery((api) => api.onlineProducts({ sort: "hot", pageSize: READ_SIZE }), []);
  return (
    <section className={shared.panel} aria-label={CATALOGUE_TEXT.featuredCourses}>
      <SectionHeader
        title={CATALOGUE_TEXT.featuredCourses}
        subtitle={CATALOGUE_TEXT.featuredSubtitle}
        moreHref="/choiceness"
        onNavigate={onNavigate}
      />
      <QueryView query={courses} placeholder={<CourseGridSkeleton />}>
        {(page) => <CourseGrid courses={page.list.slice(0, HOME_COURSE_COUNT)} />}
      </QueryView>
    </section>
  );
}

function LatestCourses() {
  const onNavigate = useNavigateHandler();
  const courses = useApiQuery((api) => api.onlineProducts({ sort: "new", pageSize: READ_SIZE }), []);
  return (
    <section className={shared.panel} aria-label={CATALOGUE_TEXT.latestCourses}>
      <SectionHeader
        title={CATALOGUE_TEXT.latestCourses}
        subtitle={CATALOGUE_TEXT.latestSubtitle}
        moreHref="/course/list"
        onNavigate={onNavigate}
      />
      <QueryView query={courses} placeholder={<CourseGridSkeleton />}>
        {(page) => <CourseGrid courses={page.list.slice(0, HOME_COURSE_COUNT)} />}
      </QueryView>
    </section>
  );
}

function PolicyUpdates() {
  const onNavigate = useNavigateHandler();
  const articles = useApiQuery((api) => api.onlineNewsList({ pageSize: READ_SIZE }), []);
  return (
    <section className={shared.panel} aria-label={CATALOGUE_TEXT.policyUpdates}>
      <SectionHeader
        title={CATALOGUE_TEXT.policyUpdates}
        subtitle={CATALOGUE_TEXT.policySubtitle}
        moreHref="/policy"
        onNavigate={onNavigate}
      />
      <QueryView query={articles} placeholder={<ArticleListSkeleton count={HOME_ARTICLE_COUNT} />}>
        {(page) => <ArticleList articles={page.list.slice(0, HOME_ARTICLE_COUNT)} withSummary={false} />}
      </QueryView>
    </section>
  );
}

function LatestCases() {
  const onNavigate = useNavigateHandler();
  const cases = useApiQuery((api) => api.onlineNewsList({ type: CASE_TYPES.classic, pageSize: READ_SIZE }), []);
  return (
    <section className={shared.panel} aria-label={CATALOGUE_TEXT.cases}>
      <SectionHeader
        title={CATALOGUE_TEXT.cases}
        subtitle={CATALOGUE_TEXT.casesSubtitle}
        moreHref="/casebook"
        onNavigate={onNavigate}
      />
      <QueryView query={cases} placeholder={<ArticleListSkeleton count={HOME_ARTICLE_COUNT} />}>
        {(page) => <ArticleList articles={page.list.slice(0, HOME_ARTICLE_COUNT)} withSummary={false} />}
      </QueryView>
    </section>
  );
}

function RegionalSection() {
  const { storage } = useServices();
  const { session } = useSession();
  const [region] = useState(() => readRegionChoice(storage));
  // its lives' `scheduled` is per learner: read again when the session changes
  const column = useApiQuery((api) => api.regionalColumn(regionalColumnRequest(region)), [region, session.token]);
  // A region without a column (404) simply has no block on the home page.
  if (column.status === "error" && column.code === 404) return null;
  return <QueryView query={column}>{(data) => <RegionalBlock column={data} />}</QueryView>;
}
