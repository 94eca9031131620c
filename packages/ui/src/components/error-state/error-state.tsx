import { UI_TEXT } from "../../ui.messages";
import { Button } from "../button";
import * as styles from "../status-message/status-message.css";

export interface ErrorStateProps {
  /** Defaults to 加载失败. */
  title?: string;
  /** The reason, e.g. the network message of spec §8. */
  description?: string;
  /** Offers 重新加载 when given. */
  onRetry?: () => void;
}

/** Shown where content failed to load. */
export function ErrorState({ title = UI_TEXT.error, description, onRetry }: ErrorStateProps) {
  return (
    <section className={styles.container({ tone: "critical" })} role="alert" aria-label={title}>
      <svg width="56" height="56" viewBox="0 0 56 56" fill="none" aria-hidden="true">
        <circle cx="28" cy="28" r="24" stroke="currentColor" strokeWidth="2" />
        <path d="M28 16v16" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <circle cx="28" cy="40" r="2" fill="currentColor" />
      </svg>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {onRetry ? (
        <Button tone="secondary" onClick={onRetry}>
          {UI_TEXT.retry}
        </Button>
      ) : null}
    </section>
  );
}
