import { UI_TEXT } from "../../ui.messages";
import * as styles from "./collect-toggle.css";

export interface CollectToggleProps {
  /** Whether the item is among the learner's favourites (false for a visitor). */
  collected: boolean;
  /** A change is on its way to the server: the button waits. */
  pending?: boolean;
  onToggle: () => void;
}

/** The 收藏 toggle of a course, policy or case detail page (spec §2 favourites). */
export function CollectToggle({ collected, pending = false, onToggle }: CollectToggleProps) {
  return (
    <button
      type="button"
      className={styles.toggle({ collected })}
      aria-pressed={collected}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={onToggle}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={collected ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {collected ? UI_TEXT.collected : UI_TEXT.collect}
    </button>
  );
}
