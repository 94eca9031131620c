import { UI_TEXT } from "../../ui.messages";
import { CloseIcon } from "../modal/close-icon";
import { PageColumn } from "../page-column";
import * as styles from "./promo-bar.css";

export interface PromoBarProps {
  message: string;
  actionLabel?: string;
  onAction?: () => void;
  /** Shows a × when given. */
  onClose?: () => void;
}

/** The promotional bar shown on /home (spec §2, core's `pageFrame(path).promoBar`). */
export function PromoBar({ message, actionLabel, onAction, onClose }: PromoBarProps) {
  return (
    <section className={styles.bar} aria-label={message}>
      <PageColumn className={styles.inner}>
        <p>{message}</p>
        {actionLabel && onAction ? (
          <button type="button" className={styles.action} onClick={onAction}>
            {actionLabel}
          </button>
        ) : null}
        {onClose ? (
          <button type="button" className={styles.close} aria-label={UI_TEXT.close} onClick={onClose}>
            <CloseIcon size={16} />
          </button>
        ) : null}
      </PageColumn>
    </section>
  );
}
