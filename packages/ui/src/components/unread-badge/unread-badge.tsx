import { unreadBadge } from "@taxlearn/core";
import type { ReactNode } from "react";
import * as styles from "./unread-badge.css";

export interface UnreadBadgeProps {
  /** Unread count: shown as is under 100, 99+ from 100, hidden at 0 (spec §9). */
  count: number | null | undefined;
  children: ReactNode;
}

/** A count bubble on the corner of its child. */
export function UnreadBadge({ count, children }: UnreadBadgeProps) {
  const text = unreadBadge(count);
  return (
    <span className={styles.wrapper}>
      {children}
      {text === null ? null : (
        <sup className={styles.badge} data-testid="unread-badge">
          {text}
        </sup>
      )}
    </span>
  );
}
