import {
  cardUpdateLabel,
  contentBadge,
  isFree,
  learnerCountLabel,
  type NormalizedCourseCard,
  showsPriceBadge,
  updatedLabel,
} from "@taxlearn/core";
import type { NavigateHandler } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import { ContentBadge } from "../content-badge";
import { LazyImage } from "../lazy-image";
import { Link } from "../link";
import { PriceTag } from "../price-tag";
import * as styles from "./course-card.css";
import { CourseLabelBadgeImage, type LabelBadgeImages } from "./label-badge";

export interface CourseCardProps {
  /** core's `normalizeCourseCard(raw)`. */
  course: NormalizedCourseCard;
  /** The course's detail page; a card without one (no id) is not a link. */
  href: string | null;
  /** lets the app's router take a plain left click (defaults to `LinkNavigationProvider`'s) */
  onNavigate?: NavigateHandler;
  /** centre: the fixed 270 × 280 card of the centre view; fluid: fills its grid cell. */
  size?: "centre" | "fluid";
  /** spec §9: hidden when the address contains 'center' (core's `shouldShowPrice`). */
  hidePrice?: boolean;
  /** The three label-badge images of spec §4, keyed by core's `courseLabelBadge`. */
  labelBadgeImages?: LabelBadgeImages;
  /** Show the update date line. */
  showUpdated?: boolean;
  /** The title's heading level, to fit the page's outline. */
  titleLevel?: 2 | 3 | 4;
  /**
   * A card at the top of a list page: its cover is in the server-rendered HTML and loads at once, instead of when the
   * script sees it near the viewport; "priority" also fetches it ahead of the scripts (the page's largest image).
   */
  cover?: "lazy" | "eager" | "priority";
}

/** A course in a list: cover, 更新/上新 badge, label badge, title, tags, learners and price. */
export function CourseCard({
  course,
  href,
  onNavigate,
  size = "fluid",
  hidePrice = false,
  labelBadgeImages,
  showUpdated = false,
  titleLevel = 3,
  cover = "lazy",
}: CourseCardProps) {
  const Title = `h${titleLevel}` as const;
  const badge = contentBadge(course.updateMark);
  const showPrice = !hidePrice && (showsPriceBadge(course) || isFree(course.price));
  const updated = showUpdated ? updatedLabel(course.updateTime) : "";
  return (
    <article className={styles.card({ size })} data-greyed={course.greyed || undefined}>
      <div className={styles.media}>
        <LazyImage
          src={course.image}
          alt=""
          width={270}
          height={152}
          fill
          eager={cover === "eager"}
          priority={cover === "priority"}
        />
        {badge?.visible ? (
          <span className={styles.contentBadge}>
            <ContentBadge type={course.updateMark} text={cardUpdateLabel(course.updateMark)} />
          </span>
        ) : null}
        <CourseLabelBadgeImage course={course} images={labelBadgeImages} className={styles.labelBadge} />
      </div>
      <div className={styles.body}>
        <Title className={styles.title}>
          {href ? (
            <Link className={styles.titleButton} href={href} onNavigate={onNavigate}>
              {course.title}
            </Link>
          ) : (
            course.title
          )}
        </Title>
        {course.tags.length > 0 ? (
          <ul className={styles.tags}>
            {course.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {updated ? <p className={styles.updated}>{updated}</p> : null}
        <div className={styles.meta}>
          <span>{learnerCountLabel(course.learnerCount)}</span>
          {showPrice ? <PriceTag price={course.price} originalPrice={course.otPrice} /> : null}
        </div>
      </div>
      {course.greyed ? (
        // spec §3 orgStatus 2: greyed for everyone, so the card says why
        <div className={styles.greyOverlay} data-testid="course-card-grey-overlay">
          <span className={styles.greyReason}>{UI_TEXT.orgOnlyCourse}</span>
        </div>
      ) : null}
    </article>
  );
}
