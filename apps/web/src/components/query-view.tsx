import { ErrorState } from "@taxlearn/ui";
import type { ReactNode } from "react";
import type { QueryState } from "../hooks/use-api-query";
import * as styles from "./query-view.css";

export interface QueryViewProps<T> {
  query: QueryState<T>;
  children: (data: T) => ReactNode;
  /** Shown while the first load runs; later loads keep the previous content (no flash). */
  placeholder?: ReactNode;
  /** Title of the error state; defaults to 加载失败. */
  errorTitle?: string;
}

/** Loading, error (with 重新加载) and loaded states of one `useApiQuery` read. */
export function QueryView<T>({ query, children, placeholder, errorTitle }: QueryViewProps<T>) {
  if (query.status === "error") {
    return (
      <ErrorState {...(errorTitle ? { title: errorTitle } : {})} description={query.message} onRetry={query.retry} />
    );
  }
  if (query.status === "success" || query.previous !== undefined) {
    const reloading = query.status === "loading";
    // One element in both states: a different element type at this place would make React mount the content anew
    // on every reload and lose what is inside it (a half-typed answer, an open thread). Settled, the wrapper has no
    // box (display: contents), so the content lays out as if it were bare.
    return (
      <div className={reloading ? styles.reloading : styles.settled} aria-busy={reloading ? "true" : undefined}>
        {children(query.status === "success" ? query.data : (query.previous as T))}
      </div>
    );
  }
  // a given placeholder is the size of what replaces it; without one, a section's height is kept
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="加载中"
      className={placeholder === undefined ? styles.placeholder : undefined}
    >
      {placeholder}
    </div>
  );
}
