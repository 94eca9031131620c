import type { LabelBadgeImages } from "@taxlearn/ui";
import { SHARED_TEXT } from "./shared.messages";

// The SVG files in public/badges/ draw the same words as SHARED_TEXT.courseLabelBadge; all three are 56 × 24, so the
// browser reserves the badge's box before the image arrives.
const badge = (file: string, alt: string) => ({ src: `/badges/${file}`, alt, width: 56, height: 24 });

/** The course label-badge images of spec §4 (core's `courseLabelBadge` picks one), for every course card. */
export const COURSE_LABEL_BADGE_IMAGES: Required<LabelBadgeImages> = {
  one: badge("course-label-series.svg", SHARED_TEXT.courseLabelBadge.one),
  two: badge("course-label-structured.svg", SHARED_TEXT.courseLabelBadge.two),
  three: badge("course-label-topic.svg", SHARED_TEXT.courseLabelBadge.three),
};
