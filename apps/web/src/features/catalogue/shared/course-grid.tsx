import type { CourseCardData } from "@taxlearn/api";
import { normalizeCourseCard, shouldShowPrice } from "@taxlearn/core";
import { CourseCard, Tiles } from "@taxlearn/ui";
import { useLocation } from "react-router";
import { COURSE_LABEL_BADGE_IMAGES } from "../../../lib/course-label-badges";
import { courseDetailPath } from "./catalogue-links";

export interface CourseGridProps {
  courses: ReadonlyArray<CourseCardData>;
  titleLevel?: 2 | 3 | 4;
  /**
   * The grid opens its page: the first row's covers load at once (the first one ahead of the scripts, the page's
   * largest image on a phone) rather than after hydration.
   */
  leadsPage?: boolean;
}

/** Cards in the first row of the widest layout. */
const FIRST_ROW = 4;

/**
 * Course cards four a row; a card opens /course/details?id=<id>. Prices follow core's `shouldShowPrice`, label
 * badges core's `courseLabelBadge`.
 */
export function CourseGrid({ courses, titleLevel = 3, leadsPage = false }: CourseGridProps) {
  // the router's location, not window's: the server renders the grid too (decision 095)
  const location = useLocation();
  const hidePrice = !shouldShowPrice(location.pathname + location.search);
  return (
    <Tiles columns={4} narrowColumns={2}>
      {courses.map(normalizeCourseCard).map((course, index) => (
        <CourseCard
          key={course.id ?? `index-${index}`}
          course={course}
          href={course.id === null ? null : courseDetailPath(course.id)}
          hidePrice={hidePrice}
          labelBadgeImages={COURSE_LABEL_BADGE_IMAGES}
          titleLevel={titleLevel}
          cover={!leadsPage || index >= FIRST_ROW ? "lazy" : index === 0 ? "priority" : "eager"}
        />
      ))}
    </Tiles>
  );
}
