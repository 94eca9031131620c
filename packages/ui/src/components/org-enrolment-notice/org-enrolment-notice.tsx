import * as styles from "./org-enrolment-notice.css";

export interface OrgEnrolmentNoticeProps {
  /** The organisation the company-only link belongs to (empty when the server named none). */
  orgName: string;
  /** Whole minutes the link's ticket still lasts; 0 once it has expired. */
  minutesLeft: number;
}

/**
 * Above the login and registration forms while a company-only organisation link waits for the learner: after
 * logging in or registering they join the organisation. Once the ticket has expired it says so instead.
 */
export function OrgEnrolmentNotice({ orgName, minutesLeft }: OrgEnrolmentNoticeProps) {
  const name = orgName || "所在机构";
  if (minutesLeft <= 0) {
    return (
      <p className={styles.notice} role="status">
        加入<span className={styles.orgName}>{name}</span>的链接已过期，请从所在机构的入口重新进入
      </p>
    );
  }
  return (
    <p className={styles.notice} role="status">
      登录或注册后将加入<span className={styles.orgName}>{name}</span>
      <span className={styles.hint}>机构加入链接 {minutesLeft} 分钟内有效，仅可使用一次</span>
    </p>
  );
}
