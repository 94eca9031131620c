import type { ElementType, ReactNode } from "react";
import * as styles from "./visually-hidden.css";

export interface VisuallyHiddenProps {
  /** The element drawn: a page's `h1` when its design shows no title, or a `span` (default). */
  as?: ElementType;
  children: ReactNode;
}

/** Text for screen readers only: the page title of a screen whose design has no visible one, a count in words. */
export function VisuallyHidden({ as: Tag = "span", children }: VisuallyHiddenProps) {
  return <Tag className={styles.hidden}>{children}</Tag>;
}
