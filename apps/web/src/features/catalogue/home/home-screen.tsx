import { PRODUCT_TYPES } from "@taxlearn/core";
import { Carousel, PageColumn, SectionHeader, VisuallyHidden } from "@taxlearn/ui";
import { useMemo } from "react";
import { ArticleList } from "../../../components/article-list";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useHydrated } from "../../../hooks/use-hydrated";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { useServices } from "../../../lib/api/app-services";
import { useSession } from "../../../lib/session/session-provider";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import * as shared from "../shared/catalogue.css";
import { articleDetailPath, CASE_TYPES, catalogueSourceLine, courseDetailPath } from "../shared/catalogue-links";
import { CourseGrid } from "../shared/course-grid";
import { DEFAULT_REGION, readRegionChoice, regionalColumnRequest } from "../shared/region-preference";
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
      {/* the design shows no page title; screen readers still get one h1 */}
      <VisuallyHidden as="h1">{CATALOGUE_TEXT.homeHeading}</VisuallyHidden>
      <HomeBanner />
      <CourseSection
        title={CATALOGUE_TEXT.featuredCourses}
        subtitle={CATALOGUE_TEXT.featuredSubtitle}
        sort="hot"
        moreHref="/choiceness"
      />
      <CourseSection
        title={CATALOGUE_TEXT.latestCourses}
        subtitle={CATALOGUE_TEXT.latestSubtitle}
        sort="new"
        moreHref="/course/list"
      />
      <div className={styles.twoColumns}>
        <ArticleSection
          title={CATALOGUE_TEXT.policyUpdates}
          subtitle={CATALOGUE_TEXT.policySubtitle}
          moreHref="/policy"
        />
        <ArticleSection
          title={CATALOGUE_TEXT.cases}
          subtitle={CATALOGUE_TEXT.casesSubtitle}
          type={CASE_TYPES.classic}
          moreHref="/casebook"
        />
      </div>
      <HomeLiveRow />
      <RegionalSection />
    </PageColumn>
  );
}

function HomeBanner() {
  const series = useApiQuery(
    (api) => api.onlineProducts({ productType: PRODUCT_TYPES.series, sort: "hot", pageSize: 10 }),
    [],
  );
  return (
    <QueryView query={series} placeholder={<div className={styles.bannerPlaceholder} />}>
      {(page) => (
        <div className={styles.banner}>
          <Carousel
            slides={carouselSlides(page.list)}
            width={BANNER_SIZE.width}
            height={BANNER_SIZE.height}
            slideHref={(slide) => courseDetailPath(slide.id)}
          />
        </div>
      )}
    </QueryView>
  );
}

/** A row of courses from the course list in one order, with its heading and 更多 link. */
function CourseSection({
  title,
  subtitle,
  sort,
  moreHref,
}: {
  title: string;
  subtitle: string;
  sort: "hot" | "new";
  moreHref: string;
}) {
  const onNavigate = useNavigateHandler();
  const courses = useApiQuery((api) => api.onlineProducts({ sort, pageSize: READ_SIZE }), [sort]);
  return (
    <section className={shared.panel} aria-label={title}>
      <SectionHeader title={title} subtitle={subtitle} moreHref={moreHref} onNavigate={onNavigate} />
      <QueryView query={courses} placeholder={<CourseGridSkeleton />}>
        {(page) => <CourseGrid courses={page.list.slice(0, HOME_COURSE_COUNT)} />}
      </QueryView>
    </section>
  );
}

/** The newest articles (all policies, or one case kind), with its heading and 更多 link. */
function ArticleSection({
  title,
  subtitle,
  type,
  moreHref,
}: {
  title: string;
  subtitle: string;
  /** The article type to list; every policy when absent. */
  type?: number;
  moreHref: string;
}) {
  const onNavigate = useNavigateHandler();
  const articles = useApiQuery(
    (api) => api.onlineNewsList({ ...(type === undefined ? {} : { type }), pageSize: READ_SIZE }),
    [type],
  );
  return (
    <section className={shared.panel} aria-label={title}>
      <SectionHeader title={title} subtitle={subtitle} moreHref={moreHref} onNavigate={onNavigate} />
      <QueryView query={articles} placeholder={<ArticleListSkeleton count={HOME_ARTICLE_COUNT} />}>
        {(page) => (
          <ArticleList
            articles={page.list.slice(0, HOME_ARTICLE_COUNT)}
            withSummary={false}
            sourceLine={catalogueSourceLine}
            articleHref={(article) => articleDetailPath(article)}
          />
        )}
      </QueryView>
    </section>
  );
}

function RegionalSection() {
  const { storage } = useServices();
  const { session } = useSession();
  // the region chosen in this browser: read after hydration, since the server renders the default region (decision 095)
  const hydrated = useHydrated();
  const region = useMemo(() => (hydrated ? readRegionChoice(storage) : DEFAULT_REGION), [hydrated, storage]);
  // its lives' `scheduled` is per learner: read again when the session changes
  const column = useApiQuery((api) => api.regionalColumn(regionalColumnRequest(region)), [region, session.token]);
  // A region without a column (404) simply has no block on the home page.
  if (column.status === "error" && column.code === 404) return null;
  return <QueryView query={column}>{(data) => <RegionalBlock column={data} />}</QueryView>;
}
