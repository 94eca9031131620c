import type { CourseCardData } from "@taxlearn/api";
import { normalizeCourseCard } from "@taxlearn/core";
import { CourseCard, ErrorState } from "@taxlearn/ui";
import { useId } from "react";
import type { QueryState } from "../../../hooks/use-api-query";
import { COURSE_LABEL_BADGE_IMAGES } from "../../../lib/course-label-badges";
import { CONTENT_TEXT } from "../content.messages";
import * as layout from "./layout.css";
import * as styles from "./related.css";
import { useOpenCourse } from "./use-open-course";

export interface RelatedCoursesProps {
  title?: string;
  query: QueryState<ReadonlyArray<CourseCardData>>;
}

/** Course cards related to the content on the page; a card opens the course detail screen. */
export function RelatedCourses({ title = CONTENT_TEXT.relatedCourses, query }: RelatedCoursesProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {query.status === "error" ? (
        <ErrorState description={query.message} onRetry={query.retry} />
      ) : query.status === "loading" && query.previous === undefined ? (
        <div className={styles.compact} role="status" aria-busy="true" aria-label="加载中" />
      ) : (
        <CourseGrid courses={query.status === "success" ? query.data : (query.previous ?? [])} />
      )}
    </section>
  );
}

export function CourseGrid({ courses }: { courses: ReadonlyArray<CourseCardData> }) {
  const openCourse = useOpenCourse();
  if (courses.length === 0) return <p className={styles.none}>{CONTENT_TEXT.noRelated}</p>;
  return (
    <ul className={layout.courseGrid}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard
            course={normalizeCourseCard(course)}
            onOpen={openCourse}
            labelBadgeImages={COURSE_LABEL_BADGE_IMAGES}
            titleLevel={3}
          />
        </li>
      ))}
    </ul>
  );
}
