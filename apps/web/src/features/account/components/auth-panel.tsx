import { OrgEnrolmentNotice } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { useServices } from "../../../lib/api/app-services";
import { LOCAL_STORED, readStored } from "../../../lib/storage/stored-values";
import { ACCOUNT_TEXT } from "../account.messages";
import * as styles from "./auth-panel.css";

const HIGHLIGHTS = ACCOUNT_TEXT.brandHighlights;

export interface AuthPanelProps {
  /** The form's heading (h1 of the page). */
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the form (register, back to login …). */
  footer?: ReactNode;
}

/** A company-only org link waiting for this login or registration (the app finishes it once logged in). */
function PendingOrgEnrolmentNotice() {
  const enrolment = readStored(useServices().storage, LOCAL_STORED.orgEnrolment);
  if (!enrolment) return null;
  const minutesLeft = Math.max(0, Math.ceil((enrolment.expiresAt - Date.now()) / 60_000));
  return <OrgEnrolmentNotice orgName={enrolment.orgName} minutesLeft={minutesLeft} />;
}

/** The two-column card of the account pages: the platform's strengths on the left, the form on the right. */
export function AuthPanel({ title, subtitle, children, footer }: AuthPanelProps) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <aside className={styles.brand} aria-label={ACCOUNT_TEXT.siteName}>
          <div>
            <p className={styles.brandName}>{ACCOUNT_TEXT.siteName}</p>
            <p className={styles.brandSlogan}>{ACCOUNT_TEXT.brandSlogan}</p>
          </div>
          <ul className={styles.brandList}>
            {HIGHLIGHTS.map((item) => (
              <li key={item.mark} className={styles.brandItem}>
                <span className={styles.brandMark} aria-hidden="true">
                  {item.mark}
                </span>
                <div>
                  <p className={styles.brandItemTitle}>{item.title}</p>
                  <p className={styles.brandItemText}>{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.brandFoot}>{ACCOUNT_TEXT.serviceHours}</p>
        </aside>
        <section className={styles.body} aria-labelledby="account-form-title">
          <header>
            <h1 id="account-form-title" className={styles.title}>
              {title}
            </h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </header>
          <PendingOrgEnrolmentNotice />
          {children}
          {footer ? <div className={styles.row}>{footer}</div> : null}
        </section>
      </div>
    </div>
  );
}

/** The server's (or the network's) reason a submission failed, announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formAlert} role="alert">
      {message}
    </p>
  );
}
