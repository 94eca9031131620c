import type { ReactNode } from "react";
import * as styles from "./login-status-card.css";

export type LoginStatusCardState = "working" | "failed";

export interface LoginStatusCardProps {
  /** working: a spinner and the step under way; failed: a warning mark, the reason and the ways back. */
  state: LoginStatusCardState;
  message: string;
  /** Links back (首页, 个人账号登录) shown when failed. */
  actions?: ReactNode;
}

function FailureMark() {
  return (
    <svg className={styles.failureMark} width="56" height="56" viewBox="0 0 72 72" fill="none" aria-hidden="true">
      <circle cx="36" cy="36" r="32" stroke="currentColor" strokeWidth="3" />
      <path d="M36 20v22" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <circle cx="36" cy="51" r="3" fill="currentColor" />
    </svg>
  );
}

/** The body of a single-sign-on landing page (钉钉登录, 机构认证登录): the step under way, or why it failed. */
export function LoginStatusCard({ state, message, actions }: LoginStatusCardProps) {
  return (
    <div className={styles.card}>
      {state === "working" ? <span className={styles.spinner} aria-hidden="true" /> : <FailureMark />}
      <p className={styles.message} role={state === "working" ? "status" : "alert"}>
        {message}
      </p>
      {state === "failed" && actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
