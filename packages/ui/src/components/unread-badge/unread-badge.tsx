import { unreadBadge } from "@taxlearn/core";
import type { ReactNode } from "react";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./unread-badge.css";

export interface UnreadBadgeProps {
  /** Unread count: shown as is under 100, 99+ from 100, hidden at 0 (spec §9). */
  count: number | null | undefined;
  children: ReactNode;
}

/**
 * A count bubble on the corner of its child. The bubble is drawn for the eye; a polite live region, always present,
 * says "N 条未读" to a screen reader, and announces it again when the count changes.
 */
export function UnreadBadge({ count, children }: UnreadBadgeProps) {
  const text = unreadBadge(count);
  return (
    <span className={styles.wrapper}>
      {children}
      {text === null ? null : (
        <sup className={styles.badge} data-testid="unread-badge" aria-hidden="true">
          {text}
        </sup>
      )}
      <span className={styles.visuallyHidden} aria-live="polite">
        {text === null ? "" : UI_TEXT.unreadCount(text)}
      </span>
    </span>
  );
}
