import { MESSAGES } from "@taxlearn/core";
import * as styles from "./org-back-button.css";

export interface OrgBackButtonProps {
  /** Goes back one page (spec §2); the app shows this only for an embedded organisation login. */
  onBack: () => void;
}

/** 返回: the back button of an organisation's embedded (iframe) mode. */
export function OrgBackButton({ onBack }: OrgBackButtonProps) {
  return (
    <button type="button" className={styles.orgBackButton} onClick={onBack}>
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {MESSAGES.orgBack}
    </button>
  );
}
