import type { ReactNode } from "react";
import { QrCode } from "../qr-code";
import * as styles from "./qr-login-card.css";

/** loading: the authorise URL is on its way; ready: scan now; failed: no code (the reason is shown). */
export type QrLoginCardStatus = "loading" | "ready" | "failed";

export interface QrLoginCardProps {
  status: QrLoginCardStatus;
  /** the provider's authorise URL (ready only): what the code encodes and the same-device link opens */
  authorizeUrl: string | null;
  /** e.g. 请使用微信扫一扫登录 */
  hint: string;
  /** accessible name of the code */
  codeLabel: string;
  /** label of the same-device link (在本设备打开) */
  openHereLabel: string;
  /** minutes the code stays valid, shown under it */
  validity?: string | null;
  /** a sandbox provider answers (not in production): say so */
  sandboxNotice?: string | null;
  /** shown in place of the code while loading */
  loadingText: string;
  /** why there is no code, in Chinese (failed) */
  failure?: string | null;
  /** 刷新二维码 and other ways on */
  actions?: ReactNode;
}

const QR_SIZE = 180;

/** The social-app QR login: the code to scan, the same-device link, and what to do when it is gone. */
export function QrLoginCard({
  status,
  authorizeUrl,
  hint,
  codeLabel,
  openHereLabel,
  validity,
  sandboxNotice,
  loadingText,
  failure,
  actions,
}: QrLoginCardProps) {
  const ready = status === "ready" && authorizeUrl !== null;
  return (
    <section className={styles.card} aria-busy={status === "loading"}>
      {sandboxNotice ? <span className={styles.sandboxTag}>{sandboxNotice}</span> : null}
      <div className={styles.codeFrame}>
        {ready ? (
          <QrCode value={authorizeUrl} label={codeLabel} size={QR_SIZE} hideLabel />
        ) : (
          <svg width={QR_SIZE} height={QR_SIZE} aria-hidden="true" />
        )}
        {ready ? null : status === "failed" ? (
          <div className={styles.veilError} role="alert">
            {failure}
          </div>
        ) : (
          <div className={styles.veil} role="status">
            {loadingText}
          </div>
        )}
      </div>
      <p className={styles.hint}>{hint}</p>
      {ready && validity ? <p className={styles.hint}>{validity}</p> : null}
      <div className={styles.actions}>
        {ready ? (
          <a className={styles.link} href={authorizeUrl}>
            {openHereLabel}
          </a>
        ) : null}
        {actions}
      </div>
    </section>
  );
}
