import type { NormalizedCourseCard, NormalizedLiveItem } from "@taxlearn/core";
import { Fragment, type ReactNode } from "react";
import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import { CourseCard, type LabelBadgeImages } from "../course-card";
import { EmptyState } from "../empty-state";
import { LiveCell, type LiveJumpSource, type LiveSpecialLogo } from "../live-cell";
import * as styles from "./regional-recommendation.css";

interface RegionalRecommendationBaseProps {
  /** A passed title wins; otherwise the recommended item's title (spec §2). */
  title?: string;
  recommendedTitle?: string;
  /** The optional 'more' link. */
  moreHref?: string;
  onNavigate?: NavigateHandler;
  courses: ReadonlyArray<NormalizedCourseCard>;
  lives: ReadonlyArray<NormalizedLiveItem>;
  now: Date;
  /** A course card links to its detail page (null: no page, no link). */
  courseHref: (course: NormalizedCourseCard) => string | null;
  hidePrice?: boolean;
  /** The course cards' label-badge images (spec §4). */
  labelBadgeImages?: LabelBadgeImages;
  /** The logo on createMode 2 sessions (spec §3), for the kit's own live cells. */
  liveSpecialLogo?: LiveSpecialLogo;
}

/** The live section's cells: the kit's LiveCell reporting taps, or the app's own cell for each session. */
type RegionalLiveCells =
  | {
      /** Tapping a live image or button opens the live session (a plain click on its link, with `liveHref`). */
      onOpenLive: (source: LiveJumpSource, live: NormalizedLiveItem) => void;
      /** The session's page: the cover, title and action become real links. */
      liveHref?: (live: NormalizedLiveItem) => string | undefined;
      renderLive?: undefined;
    }
  | {
      /** The app's cell for one session, e.g. a LiveCell driven by a booking machine (报名预约 → 已预约). */
      renderLive: (live: NormalizedLiveItem) => ReactNode;
      onOpenLive?: undefined;
      liveHref?: undefined;
    };

export type RegionalRecommendationProps = RegionalRecommendationBaseProps & RegionalLiveCells;

/** The home page's regional block: a course section and a live section (spec §2). */
export function RegionalRecommendation({
  title,
  recommendedTitle,
  moreHref,
  onNavigate,
  courses,
  lives,
  now,
  courseHref,
  hidePrice,
  labelBadgeImages,
  liveSpecialLogo,
  ...liveCells
}: RegionalRecommendationProps) {
  const heading = title || recommendedTitle || "";
  const liveCell = (live: NormalizedLiveItem): ReactNode =>
    liveCells.renderLive ? (
      liveCells.renderLive(live)
    ) : (
      <LiveCell
        live={live}
        now={now}
        onJump={liveCells.onOpenLive}
        href={liveCells.liveHref?.(live)}
        specialLogo={liveSpecialLogo}
        titleLevel={4}
      />
    );
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
                href={courseHref(course)}
                onNavigate={onNavigate}
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
              <Fragment key={String(live.id ?? index)}>{liveCell(live)}</Fragment>
            ))}
          </div>
        ) : (
          <EmptyState />
        )}
      </section>
    </section>
  );
}
