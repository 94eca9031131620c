import type { StudyClassData } from "@taxlearn/api";
import { relativeTime } from "@taxlearn/core";
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
import { studyListRead } from "./study-list-read";

/** A saved position as m:ss (or h:mm:ss). */
export function formatPosition(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

function StudyRow({ course }: { course: StudyClassData }) {
  const resume = courseDetailsPath(Number(course.id), course.lastFileId);
  return (
    <li className={styles.row}>
      <Link to={resume} className={styles.cover} tabIndex={-1} aria-hidden="true">
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
          <Link className={styles.titleLink} to={courseDetailsPath(Number(course.id))}>
            {course.title}
          </Link>
        </h2>
        <progress
          className={styles.progress}
          max={100}
          value={course.progress}
          aria-label={CENTRE_TEXT.progress(course.progress)}
        />
        <p className={styles.meta}>
          <span>{CENTRE_TEXT.progress(course.progress)}</span>
          <span>{CENTRE_TEXT.lectures(course.studiedLectures, course.lectureCount)}</span>
          {/* drawn on the server a moment before hydration: a minute may have passed, the server's text stands */}
          <span suppressHydrationWarning>
            {CENTRE_TEXT.lastStudied}
            {relativeTime(course.lastStudyTime, Date.now())}
          </span>
        </p>
        <p className={styles.meta}>
          {CENTRE_TEXT.lastLecture}
          {CENTRE_TEXT.withNote(course.lastLectureTitle, formatPosition(course.breakpoint))}
        </p>
      </div>
      <div className={styles.actions}>
        <Link className={buttonLink} to={resume}>
          {CENTRE_TEXT.continueStudy}
        </Link>
      </div>
    </li>
  );
}

/** /center/course-study (当前课程): the courses the learner has started, most recent first, with 继续学习. */
export default function CourseStudyScreen() {
  const { page, pageSize, setPage, setPageSize } = usePageQuery();
  const query = useApiQuery((api) => studyListRead(api, page, pageSize), [page, pageSize]);
  return (
    <section>
      <CentreHeading title={CENTRE_TEXT.courseStudy} hint={CENTRE_TEXT.courseStudyHint} />
      <QueryView query={query}>
        {(data) => (
          <CentreList
            data={data}
            label={CENTRE_TEXT.courseStudy}
            renderItem={(course) => <StudyRow key={String(course.id)} course={course} />}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
            empty={{
              title: CENTRE_TEXT.noStudy,
              description: CENTRE_TEXT.noStudyHint,
              action: { href: COURSE_LIST_PATH, label: CENTRE_TEXT.browseCourses },
            }}
          />
        )}
      </QueryView>
    </section>
  );
}
