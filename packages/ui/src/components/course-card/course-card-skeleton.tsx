import * as styles from "./course-card.css";

/** A course card's placeholder while a list loads: the card's own box, cover and text block, so nothing moves. */
export function CourseCardSkeleton() {
  return (
    <div className={styles.card({ size: "fluid" })} aria-hidden="true">
      <div className={styles.skeletonCover} />
      <div className={styles.body} />
    </div>
  );
}
