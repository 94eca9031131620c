import type { ReactNode } from "react";
import * as styles from "./page-heading.css";

export interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions on the right (a 更多 link …). */
  children?: ReactNode;
}

/** The h1 of a content screen with a line of explanation. */
export function PageHeading({ title, subtitle, children }: PageHeadingProps) {
  return (
    <header className={styles.heading}>
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {children}
    </header>
  );
}
