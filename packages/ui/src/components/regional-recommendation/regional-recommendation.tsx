import type { NormalizedCourseCard, NormalizedLiveItem } from "@taxlearn/core";
import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import { CourseCard, type LabelBadgeImages } from "../course-card";
import { EmptyState } from "../empty-state";
import { LiveCell, type LiveJumpSource } from "../live-cell";
import * as styles from "./regional-recommendation.css";

export interface RegionalRecommendationProps {
  /** A passed title wins; otherwise the recommended item's title (spec §2). */
  title?: string;
  recommendedTitle?: string;
  /** The optional 'more' link. */
  moreHref?: string;
  onNavigate?: NavigateHandler;
  courses: ReadonlyArray<NormalizedCourseCard>;
  lives: ReadonlyArray<NormalizedLiveItem>;
  now: Date;
  /** Tapping a course card opens its detail. */
  onOpenCourse: (course: NormalizedCourseCard) => void;
  /** Tapping a live image or button opens the live session. */
  onOpenLive: (source: LiveJumpSource, live: NormalizedLiveItem) => void;
  hidePrice?: boolean;
  /** The course cards' label-badge images (spec §4). */
  labelBadgeImages?: LabelBadgeImages;
}

/** The home page's regional block: a course section and a live section (spec §2). */
export function RegionalRecommendation({
  title,
  recommendedTitle,
  moreHref,
  onNavigate,
  courses,
  lives,
  now,
  onOpenCourse,
  onOpenLive,
  hidePrice,
  labelBadgeImages,
}: RegionalRecommendationProps) {
  const heading = title || recommendedTitle || "";
  return (
    <section className={styles.block} aria-label={heading || undefined}>
      {heading || moreHref ? (
        <header className={styles.header}>
          <h2 className={styles.heading}>{heading}</h2>
          {moreHref ? (
            <a className={styles.more} href={moreHref} onClick={routerClick(moreHref, onNavigate)}>
              {UI_TEXT.more} ›
            </a>
          ) : null}
        </header>
      ) : null}
      <section className={styles.section}>
        <h3 className={styles.sectionHeading}>{UI_TEXT.regionalCourseSection}</h3>
        {courses.length > 0 ? (
          <div className={styles.courseGrid}>
            {courses.map((course, index) => (
              <CourseCard
                key={String(course.id ?? index)}
                course={course}
                onOpen={onOpenCourse}
                hidePrice={hidePrice}
                labelBadgeImages={labelBadgeImages}
                titleLevel={4}
              />
            ))}
          </div>
        ) : (
          <EmptyState />
        )}
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionHeading}>{UI_TEXT.regionalLiveSection}</h3>
        {lives.length > 0 ? (
          <div className={styles.liveGrid}>
            {lives.map((live, index) => (
              <LiveCell key={String(live.id ?? index)} live={live} now={now} onJump={onOpenLive} titleLevel={4} />
            ))}
          </div>
        ) : (
          <EmptyState />
        )}
      </section>
    </section>
  );
}
