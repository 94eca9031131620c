import type { CourseCardData } from "@taxlearn/api";
import { normalizeCourseCard } from "@taxlearn/core";
import { CourseCard, Tiles } from "@taxlearn/ui";
import type { QueryState } from "../../../hooks/use-api-query";
import { COURSE_LABEL_BADGE_IMAGES } from "../../../lib/course-label-badges";
import { CONTENT_TEXT } from "../content.messages";
import { courseHref } from "./course-href";
import * as styles from "./related.css";
import { RelatedSection } from "./related-section";

export interface RelatedCoursesProps {
  title?: string;
  query: QueryState<ReadonlyArray<CourseCardData>>;
}

/** Course cards related to the content on the page; a card opens the course detail screen. */
export function RelatedCourses({ title = CONTENT_TEXT.relatedCourses, query }: RelatedCoursesProps) {
  return (
    <RelatedSection title={title} query={query}>
      {(courses) => <CourseGrid courses={courses} />}
    </RelatedSection>
  );
}

export function CourseGrid({ courses }: { courses: ReadonlyArray<CourseCardData> }) {
  if (courses.length === 0) return <p className={styles.none}>{CONTENT_TEXT.noRelated}</p>;
  return (
    <Tiles as="ul" minTileWidth="xsmall">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard
            course={normalizeCourseCard(course)}
            href={courseHref(normalizeCourseCard(course))}
            labelBadgeImages={COURSE_LABEL_BADGE_IMAGES}
            titleLevel={3}
          />
        </li>
      ))}
    </Tiles>
  );
}
