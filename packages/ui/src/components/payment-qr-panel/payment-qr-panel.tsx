import { formatPrice } from "@taxlearn/core";
import type { ReactNode } from "react";
import { COMMERCE_UI_TEXT } from "../../commerce.messages";
import { Button } from "../button";
import { type PayMethodKind, PayMethodMark, payMethodLabel } from "../pay-method-picker";
import { QrCode } from "../qr-code";
import { formatCountdown } from "./countdown";
import * as styles from "./payment-qr-panel.css";

/**
 * preparing: the order or its payment code is on its way; awaiting: scan now; closing: the deadline came or the
 * learner gave up, the last check is under way; expired / cancelled / failed: no code to scan any more.
 */
export type PaymentQrPanelStatus = "preparing" | "awaiting" | "closing" | "expired" | "cancelled" | "failed";

export interface PaymentQrPanelProps {
  status: PaymentQrPanelStatus;
  method: PayMethodKind;
  /** what the code encodes: the gateway's code_url (awaiting only) */
  codeUrl: string | null;
  /** the amount the server computed */
  amount: string | null;
  orderNo: string | null;
  /** seconds left before the order closes; null when not known yet */
  remainingSeconds: number | null;
  /** a payment check is under way */
  checking?: boolean;
  /** the learner said they paid and no payment has arrived yet (the checks go on) */
  notYetPaid?: boolean;
  /** why it failed, in Chinese */
  failure?: string | null;
  /** the payment page the code opens, also as a plain link (e.g. on a phone that cannot scan its own screen) */
  scanPageHref?: string | null;
  /** the learner says they paid: check now */
  onConfirmPaid?: () => void;
  /** ways on: 重新下单, 返回 … */
  actions?: ReactNode;
}

const QR_SIZE = 200;

/** The payment step: the QR code to scan with WeChat or Alipay, the amount, the order number and the time left. */
export function PaymentQrPanel({
  status,
  method,
  codeUrl,
  amount,
  orderNo,
  remainingSeconds,
  checking = false,
  notYetPaid = false,
  failure,
  scanPageHref,
  onConfirmPaid,
  actions,
}: PaymentQrPanelProps) {
  const text = COMMERCE_UI_TEXT;
  const methodName = payMethodLabel(method);
  const awaiting = status === "awaiting" && codeUrl !== null;
  const veil =
    status === "preparing"
      ? text.preparing
      : status === "closing"
        ? text.closing
        : status === "expired"
          ? text.expired
          : status === "cancelled"
            ? text.cancelled
            : status === "failed"
              ? (failure ?? "")
              : null;
  return (
    <section className={styles.panel} aria-label={text.scanToPay(methodName)} aria-busy={status === "preparing"}>
      <div className={styles.codeBox}>
        <div className={styles.codeFrame}>
          {awaiting ? (
            <QrCode value={codeUrl} label={text.paymentCode(methodName)} size={QR_SIZE} hideLabel />
          ) : (
            <svg width={QR_SIZE} height={QR_SIZE} aria-hidden="true" />
          )}
          {veil !== null && !awaiting ? (
            <div className={styles.codeVeil} role={status === "failed" ? "alert" : "status"}>
              {veil}
            </div>
          ) : null}
        </div>
        <span className={styles.scanHint}>
          <PayMethodMark kind={method} />
          {text.scanToPay(methodName)}
        </span>
      </div>
      <div className={styles.details}>
        <dl className={styles.facts}>
          <dt className={styles.term}>{text.amount}</dt>
          <dd className={styles.amount}>{amount === null ? "—" : formatPrice(amount)}</dd>
          <dt className={styles.term}>{text.orderNo}</dt>
          <dd className={styles.value}>{orderNo ?? "—"}</dd>
          {remainingSeconds !== null && (status === "awaiting" || status === "closing") ? (
            <>
              <dt className={styles.term}>{text.remaining}</dt>
              <dd className={styles.countdown}>
                <time dateTime={`PT${Math.max(0, Math.floor(remainingSeconds))}S`}>
                  {formatCountdown(remainingSeconds)}
                </time>
              </dd>
            </>
          ) : null}
        </dl>
        {status === "expired" ? <p className={styles.status}>{text.expiredHint}</p> : null}
        {status === "failed" && failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
        {status === "awaiting" && (checking || notYetPaid) ? (
          <p className={styles.status} role="status">
            {notYetPaid ? text.notYetPaid : text.checking}
          </p>
        ) : null}
        <div className={styles.actions}>
          {awaiting && onConfirmPaid ? (
            <Button onClick={onConfirmPaid} loading={checking}>
              {text.iHavePaid}
            </Button>
          ) : null}
          {awaiting && scanPageHref ? (
            <a className={styles.link} href={scanPageHref} target="_blank" rel="noopener">
              {text.openScanPage}
            </a>
          ) : null}
          {actions}
        </div>
      </div>
    </section>
  );
}
