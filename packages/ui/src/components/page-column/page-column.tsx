import type { ReactNode } from "react";
import * as styles from "./page-column.css";

export interface PageColumnProps {
  as?: "div" | "main" | "section" | "header" | "footer" | "nav";
  className?: string;
  children: ReactNode;
}

/** The 1200 px content column every page section sits in. */
export function PageColumn({ as: Element = "div", className, children }: PageColumnProps) {
  return <Element className={[styles.pageColumn, className].filter(Boolean).join(" ")}>{children}</Element>;
}
