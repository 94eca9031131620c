import * as styles from "./catalogue.css";

/** Grey card boxes in the grid's shape while a course list loads (no layout jump when it arrives). */
export function CourseGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={styles.courseGrid}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.skeletonCard} />
      ))}
    </div>
  );
}

/** Grey rows while an article list loads. */
export function ArticleListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div className={styles.skeletonRows}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.skeletonRow} />
      ))}
    </div>
  );
}
