import type { NormalizedCourseCard } from "@taxlearn/core";
import { courseDetailsPath } from "./content-paths";

/** A course card's detail page; a card without an id has none. */
export const courseHref = (course: NormalizedCourseCard): string | null =>
  course.id === null ? null : courseDetailsPath(course.id);
