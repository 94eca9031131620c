// Sizes that belong to the content rather than to the theme: an image's or the player's own box, which the markup's
// width/height attributes and the styles must agree on. The theme-only check (theme-only.test.ts) allows raw pixel
// values here and names this file; everything else takes its sizes from the kit's theme (`vars`).

const px = (value: number) => `${value}px`;

/** spec §4: the course label-badge images in public/badges/ are all 56 × 24. */
export const COURSE_LABEL_BADGE_SIZE = { width: 56, height: 24 } as const;

/** The course-detail player: 16:9, as wide as the 1200 px column leaves beside the lecture list. */
export const COURSE_PLAYER_SIZE = { width: 848, height: 477 } as const;

/** The cover thumbnails (16:9) of custom-file and hearing rows, and of search hits. */
export const ROW_COVER_SIZE = { width: 200, height: 112 } as const;
export const SEARCH_HIT_COVER_SIZE = { width: 192, height: 108 } as const;

/** The cover (16:9) of a course row in the learner centre, and its width on a phone. */
export const CENTRE_COVER_SIZE = { width: 192, height: 108 } as const;
const CENTRE_COVER_PHONE_WIDTH = 120;

/**
 * The height a section below the view is counted at until it has been laid out once (`content-visibility: auto`);
 * about a row of course cards with its heading. Afterwards the browser keeps the section's real height.
 */
const DEFERRED_SECTION_HEIGHT = 480;

/**
 * How far below the screen a section whose code loads on use (the course 问答 threads, decision 126) may still be
 * when its code starts loading: an IntersectionObserver's root margin.
 */
const NEAR_SCREEN_AHEAD = 600;
export const NEAR_SCREEN_ROOT_MARGIN = `${px(NEAR_SCREEN_AHEAD)} ${px(0)}`;

/** The same sizes as CSS lengths, for style files. */
export const CONTENT_SIZE_CSS = {
  courseLabelBadgeHeight: px(COURSE_LABEL_BADGE_SIZE.height),
  coursePlayerWidth: px(COURSE_PLAYER_SIZE.width),
  coursePlayerHeight: px(COURSE_PLAYER_SIZE.height),
  // what keeps the player's box 16:9 where a phone leaves it less than its width
  coursePlayerAspectRatio: `${COURSE_PLAYER_SIZE.width} / ${COURSE_PLAYER_SIZE.height}`,
  // The lecture list beside the player ends a little below it: the player plus its "now playing" line.
  lectureListMaxHeight: px(COURSE_PLAYER_SIZE.height + 40),
  rowCoverWidth: px(ROW_COVER_SIZE.width),
  searchHitCoverWidth: px(SEARCH_HIT_COVER_SIZE.width),
  centreCoverWidth: px(CENTRE_COVER_SIZE.width),
  centreCoverPhoneWidth: px(CENTRE_COVER_PHONE_WIDTH),
  deferredSectionSize: `auto ${px(DEFERRED_SECTION_HEIGHT)}`,
} as const;
