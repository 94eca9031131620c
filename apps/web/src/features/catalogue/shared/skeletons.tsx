import { CourseCardSkeleton, Stack, Tiles } from "@taxlearn/ui";
import * as styles from "./catalogue.css";

/** Card placeholders in the grid's shape while a course list loads: each the size of a card (no layout jump). */
export function CourseGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Tiles columns={4} narrowColumns={2}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <CourseCardSkeleton key={index} />
      ))}
    </Tiles>
  );
}

/** Grey rows while an article list loads. */
export function ArticleListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <Stack space="medium">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.skeletonRow} />
      ))}
    </Stack>
  );
}
