import { INVOICE_STATUSES, invoiceKindLabel } from "@taxlearn/core";
import type { ReactNode } from "react";
import { InvoiceStatusTag } from "../invoice-status-tag";
import * as styles from "./invoice-record-card.css";

export interface InvoiceRecordOrder {
  tradeNo: string;
  productName: string;
  /** yuan, two decimals */
  amount: string;
}

export interface InvoiceRecordCardProps {
  /** 1 申请中, 2 已开具, 3 已作废 */
  status: number;
  /** 1 普通发票, 2 专用发票 */
  kind: number;
  buyerName: string;
  buyerTaxNo?: string;
  email: string;
  /** yuan, two decimals, tax included */
  amount: string;
  orders: readonly InvoiceRecordOrder[];
  /** Already formatted for reading (e.g. 2026-11-20 10:00). */
  appliedAt: string;
  issuedAt?: string | null;
  voidedAt?: string | null;
  invoiceNumber?: string | null;
  /** The download action of an issued invoice. */
  action?: ReactNode;
}

/** One invoice application in the learner's records: status, buyer, amount, its orders and, once issued, the PDF. */
export function InvoiceRecordCard({
  status,
  kind,
  buyerName,
  buyerTaxNo = "",
  email,
  amount,
  orders,
  appliedAt,
  issuedAt,
  voidedAt,
  invoiceNumber,
  action,
}: InvoiceRecordCardProps) {
  const facts: [string, string][] = [
    ["发票类型", invoiceKindLabel(kind) ?? ""],
    ["接收邮箱", email],
    ["申请时间", appliedAt],
  ];
  if (buyerTaxNo !== "") facts.splice(1, 0, ["统一社会信用代码", buyerTaxNo]);
  if (invoiceNumber) facts.push(["发票号码", invoiceNumber]);
  if (issuedAt) facts.push(["开具时间", issuedAt]);
  if (voidedAt) facts.push(["作废时间", voidedAt]);
  return (
    <article className={styles.card} aria-label={`发票申请 ${buyerName}`}>
      <div className={styles.head}>
        <div className={styles.headMain}>
          <InvoiceStatusTag status={status} />
          <h3 className={styles.buyer}>{buyerName}</h3>
        </div>
        <span className={styles.amount}>¥{amount}</span>
      </div>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.orders} aria-label="开票订单">
        {orders.map((order) => (
          <li key={order.tradeNo} className={styles.orderRow}>
            <span className={styles.orderName}>
              {order.productName}（订单号 {order.tradeNo}）
            </span>
            <span className={styles.orderAmount}>¥{order.amount}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {action}
        {status === INVOICE_STATUSES.pending.value ? (
          <p className={styles.hint}>开具后可在此下载 PDF，并发送至接收邮箱</p>
        ) : null}
        {status === INVOICE_STATUSES.voided.value ? (
          <p className={styles.hint}>已作废的发票不可下载，相关订单可重新申请开票</p>
        ) : null}
      </div>
    </article>
  );
}
