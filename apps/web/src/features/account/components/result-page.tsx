import type { ReactNode } from "react";
import * as styles from "./result-page.css";

export interface ResultPageProps {
  /** A big mark above the title: an icon, "404" or a spinner. */
  figure?: ReactNode;
  title: string;
  text?: string;
  /** Buttons or links, e.g. back home. */
  actions?: ReactNode;
  /** "status" for progress, "alert" for a failure. */
  role?: "status" | "alert";
}

/** A centred result panel: 404, operation success, organisation login progress or failure. */
export function ResultPage({ figure, title, text, actions, role }: ResultPageProps) {
  return (
    <div className={styles.page}>
      <section className={styles.panel} role={role} aria-labelledby="result-page-title">
        {figure}
        <h1 id="result-page-title" className={styles.title}>
          {title}
        </h1>
        {text ? <p className={styles.text}>{text}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>
    </div>
  );
}
