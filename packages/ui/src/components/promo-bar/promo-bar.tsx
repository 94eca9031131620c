import { UI_TEXT } from "../../ui.messages";
import { Link } from "../link";
import { CloseIcon } from "../modal/close-icon";
import { PageColumn } from "../page-column";
import * as styles from "./promo-bar.css";

export interface PromoBarProps {
  message: string;
  actionLabel?: string;
  /** Where the action leads (a real link). */
  actionHref?: string;
  /** Shows a × when given. */
  onClose?: () => void;
}

/** The promotional bar shown on /home (spec §2, core's `pageFrame(path).promoBar`). */
export function PromoBar({ message, actionLabel, actionHref, onClose }: PromoBarProps) {
  return (
    <section className={styles.bar} aria-label={message}>
      <PageColumn className={styles.inner}>
        <p>{message}</p>
        {actionLabel && actionHref ? (
          <Link className={styles.action} href={actionHref}>
            {actionLabel}
          </Link>
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
