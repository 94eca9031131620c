import * as styles from "./invoice-order-option.css";

export interface InvoiceOrderOptionProps {
  tradeNo: string;
  productName: string;
  /** yuan, two decimals */
  amount: string;
  /** Already formatted for reading. */
  paidAt: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A paid order offered for an invoice: a checkbox with what was bought, its number, payment time and amount. */
export function InvoiceOrderOption({
  tradeNo,
  productName,
  amount,
  paidAt,
  checked,
  onChange,
  disabled = false,
}: InvoiceOrderOptionProps) {
  return (
    <label className={[styles.option, disabled ? styles.disabled : ""].join(" ")}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-label={`${productName}（订单号 ${tradeNo}）¥${amount}`}
      />
      <span className={styles.body}>
        <span className={styles.name}>{productName}</span>
        <span className={styles.meta}>
          订单号 {tradeNo} · 支付时间 {paidAt}
        </span>
      </span>
      <span className={styles.amount}>¥{amount}</span>
    </label>
  );
}
