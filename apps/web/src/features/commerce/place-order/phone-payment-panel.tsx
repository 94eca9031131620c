import { formatPrice } from "@taxlearn/core";
import type { OrderPaymentView } from "@taxlearn/machines";
import { Button, ButtonLink, type PayMethodKind, payMethodLabel } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { COMMERCE_TEXT } from "../commerce.messages";
import * as styles from "../shared/commerce.css";
import { leaveSiteFor } from "../shared/leave-site";

export interface PhonePaymentPanelProps {
  view: OrderPaymentView;
  method: PayMethodKind;
  amount: string;
  orderNo: string;
  /** what stopped the payment (failed, closed), in Chinese */
  notice?: string | null;
  /** the ways on after the wallet said no or the payment failed: 重新支付, another method, 我的订单 */
  actions?: ReactNode;
}

/**
 * A payment completed on the phone itself (no QR): on the way to the provider's page (h5), WeChat's wallet open
 * (jsapi), or what the wallet said when it did not pay.
 */
export function PhonePaymentPanel({ view, method, amount, orderNo, notice, actions }: PhonePaymentPanelProps) {
  const methodName = payMethodLabel(method);
  return (
    <section className={styles.card} aria-label={COMMERCE_TEXT.payOnPhoneTitle} aria-live="polite">
      <dl className={styles.facts}>
        <dt className={styles.term}>{COMMERCE_TEXT.amount}</dt>
        <dd className={styles.amount}>{formatPrice(amount)}</dd>
        <dt className={styles.term}>{COMMERCE_TEXT.orderNo}</dt>
        <dd className={styles.value}>{orderNo}</dd>
      </dl>
      {view.status === "inWallet" ? <p className={styles.muted}>{COMMERCE_TEXT.openingWallet}</p> : null}
      {view.status === "walletDeclined" ? (
        <p className={styles.formError} role="alert">
          {view.walletOutcome === "cancel" ? COMMERCE_TEXT.walletCancelled : COMMERCE_TEXT.walletFailed}
        </p>
      ) : null}
      {notice ? (
        <p className={styles.formError} role="alert">
          {notice}
        </p>
      ) : null}
      {view.paymentUrl ? (
        <>
          <p className={styles.sectionTitle}>{COMMERCE_TEXT.toProviderPage(methodName)}</p>
          <p className={styles.muted}>{COMMERCE_TEXT.toProviderPageHint}</p>
        </>
      ) : null}
      {view.notYetPaid ? (
        <p className={styles.muted} role="status">
          {COMMERCE_TEXT.notYetPaid}
        </p>
      ) : view.checking ? (
        <p className={styles.muted}>{COMMERCE_TEXT.checkingPayment}</p>
      ) : null}
      <div className={styles.actions}>
        {view.paymentUrl ? (
          // the provider's page is another site: the window goes there, not the app's router
          <ButtonLink href={view.paymentUrl} onNavigate={leaveSiteFor}>
            {COMMERCE_TEXT.openProviderPage(methodName)}
          </ButtonLink>
        ) : null}
        {view.status === "awaitingPayment" ? (
          <Button tone="neutral" onClick={view.confirmPaid} loading={view.checking}>
            {COMMERCE_TEXT.iHavePaid}
          </Button>
        ) : null}
        {actions}
      </div>
    </section>
  );
}
