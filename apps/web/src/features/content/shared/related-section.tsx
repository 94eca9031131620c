import { ErrorState } from "@taxlearn/ui";
import { type ReactNode, useId } from "react";
import type { QueryState } from "../../../hooks/use-api-query";
import { CONTENT_TEXT } from "../content.messages";
import * as styles from "./related.css";

export interface RelatedSectionProps<T> {
  title: string;
  query: QueryState<ReadonlyArray<T>>;
  /** The items once read; while a new read runs, the previous items stay on screen. */
  children: (items: ReadonlyArray<T>) => ReactNode;
}

/** A headed block of related content (spec §7): its error with 重新加载, a placeholder while first loading, the items. */
export function RelatedSection<T>({ title, query, children }: RelatedSectionProps<T>) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {query.status === "error" ? (
        <ErrorState description={query.message} onRetry={query.retry} />
      ) : query.status === "loading" && query.previous === undefined ? (
        <div className={styles.compact} role="status" aria-busy="true" aria-label={CONTENT_TEXT.loadingLabel} />
      ) : (
        children(query.status === "success" ? query.data : (query.previous ?? []))
      )}
    </section>
  );
}
