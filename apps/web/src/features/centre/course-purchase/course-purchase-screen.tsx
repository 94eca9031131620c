import type { PurchasedCourseData } from "@taxlearn/api";
import { weekdayDate } from "@taxlearn/core";
import { LazyImage } from "@taxlearn/ui";
import { Link } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { buttonLink } from "../../../styles/button-link.css";
import { CENTRE_COVER_SIZE } from "../../../styles/content-sizes";
import { CENTRE_TEXT } from "../centre.messages";
import * as styles from "../shared/centre.css";
import { CentreHeading, CentreList } from "../shared/centre-list";
import { COURSE_LIST_PATH, courseDetailsPath } from "../shared/centre-paths";
import { usePageQuery } from "../shared/use-page-query";

function PurchaseRow({ course }: { course: PurchasedCourseData }) {
  const href = courseDetailsPath(Number(course.id));
  return (
    <li className={styles.row}>
      <Link to={href} className={styles.cover} tabIndex={-1} aria-hidden="true">
        <LazyImage
          src={course.image ?? undefined}
          alt=""
          width={CENTRE_COVER_SIZE.width}
          height={CENTRE_COVER_SIZE.height}
          fill
        />
      </Link>
      <div className={styles.body}>
        <h2 className={styles.rowTitle}>
          <Link className={styles.titleLink} to={href}>
            {course.title}
          </Link>
        </h2>
        {course.productInfo ? <p className={styles.meta}>{course.productInfo}</p> : null}
        <p className={styles.meta}>
          {CENTRE_TEXT.purchasedAt}
          {weekdayDate(course.purchasedAt)}
        </p>
      </div>
      <div className={styles.actions}>
        <Link className={buttonLink} to={href}>
          {CENTRE_TEXT.startStudy}
        </Link>
      </div>
    </li>
  );
}

/** /center/course-purchase (已购课程): the learner's purchased courses, newest purchase first. */
export default function CoursePurchaseScreen() {
  const { page, pageSize, setPage, setPageSize } = usePageQuery();
  const query = useApiQuery((api) => api.purchasedList({ page, pageSize }), [page, pageSize]);
  return (
    <section>
      <CentreHeading title={CENTRE_TEXT.coursePurchase} />
      <QueryView query={query}>
        {(data) => (
          <CentreList
            data={data}
            label={CENTRE_TEXT.coursePurchase}
            renderItem={(course) => <PurchaseRow key={String(course.id)} course={course} />}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
            empty={{
              title: CENTRE_TEXT.noPurchase,
              description: CENTRE_TEXT.noPurchaseHint,
              action: { href: COURSE_LIST_PATH, label: CENTRE_TEXT.browseCourses },
            }}
          />
        )}
      </QueryView>
    </section>
  );
}
