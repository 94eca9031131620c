import type { ReactNode } from "react";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "../status-message/status-message.css";

export interface EmptyStateProps {
  /** Defaults to 暂无数据. */
  title?: string;
  description?: string;
  /** e.g. a button back to the course list. */
  action?: ReactNode;
}

/** Shown where a list or a search has nothing to show. */
export function EmptyState({ title = UI_TEXT.empty, description, action }: EmptyStateProps) {
  return (
    <section className={styles.container({ tone: "neutral" })} aria-label={title}>
      <svg width="72" height="56" viewBox="0 0 72 56" fill="none" aria-hidden="true">
        <path d="M8 20h56l-6 30H14z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M8 20l10-14h36l10 14" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M26 32h20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </section>
  );
}
