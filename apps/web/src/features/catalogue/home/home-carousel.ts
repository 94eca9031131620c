import type { CourseCardData } from "@taxlearn/api";
import { normalizeCourseCard } from "@taxlearn/core";
import type { CarouselSlide } from "@taxlearn/ui";

/** The banner's source size (1200 × 360 in the content column). */
export const BANNER_SIZE = { width: 1200, height: 360 } as const;

/** At most this many banner slides. */
export const MAX_SLIDES = 5;

/**
 * The home banner's slides: the site has no banner table, so it features the series courses (productType 15) —
 * each slide is the course cover, named by its title, and opens the course. Courses without a cover are skipped.
 */
export const carouselSlides = (courses: ReadonlyArray<CourseCardData>): CarouselSlide[] =>
  courses
    .map(normalizeCourseCard)
    .filter((course) => course.id !== null && course.image !== "")
    .slice(0, MAX_SLIDES)
    .map((course) => ({ id: String(course.id), image: course.image, alt: course.title }));
