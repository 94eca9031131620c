import { INVOICE_TITLE_TYPES, invoiceTitleTypeLabel } from "@taxlearn/core";
import { Fragment, type ReactNode } from "react";
import * as styles from "./invoice-title-card.css";

export interface InvoiceTitleCardProps {
  /** 1 个人, 2 单位 */
  titleType: number;
  name: string;
  taxNo?: string;
  address?: string;
  phone?: string;
  bank?: string;
  account?: string;
  isDefault?: boolean;
  /** A company title with every registration field (it can take a 专用发票). */
  specialReady?: boolean;
  /** Buttons: 编辑, 删除, 设为默认 … */
  actions?: ReactNode;
}

/** One invoice title (发票抬头): its kind, name, tax number and registration details, with its actions. */
export function InvoiceTitleCard({
  titleType,
  name,
  taxNo = "",
  address = "",
  phone = "",
  bank = "",
  account = "",
  isDefault = false,
  specialReady = false,
  actions,
}: InvoiceTitleCardProps) {
  const company = titleType === INVOICE_TITLE_TYPES.company.value;
  const rows: [string, string][] = company
    ? [
        ["统一社会信用代码", taxNo],
        ["注册地址", address],
        ["注册电话", phone],
        ["开户银行", bank],
        ["银行账号", account],
      ]
    : [];
  return (
    <article className={[styles.card, isDefault ? styles.defaultCard : ""].join(" ")} aria-label={`发票抬头 ${name}`}>
      <div className={styles.head}>
        <span className={styles.tag}>{invoiceTitleTypeLabel(titleType) ?? INVOICE_TITLE_TYPES.personal.label}</span>
        <h3 className={styles.name}>{name}</h3>
        {isDefault ? <span className={styles.defaultTag}>默认</span> : null}
        {company && specialReady ? <span className={styles.specialTag}>可开专票</span> : null}
      </div>
      {rows.length > 0 ? (
        <dl className={styles.details}>
          {rows
            .filter(([, value]) => value !== "")
            .map(([term, value]) => (
              <Fragment key={term}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </Fragment>
            ))}
        </dl>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
