import { useId } from "react";
import { COMMERCE_UI_TEXT } from "../../commerce.messages";
import { PayMethodMark } from "./pay-method-mark";
import * as styles from "./pay-method-picker.css";
import { PAY_METHOD_KINDS, type PayMethodKind, payMethodLabel } from "./pay-methods";

export interface PayMethodPickerProps {
  value: PayMethodKind;
  onChange: (kind: PayMethodKind) => void;
  disabled?: boolean;
  /** defaults to 支付方式 */
  legend?: string;
}

/** 微信支付 or 支付宝: a radio group, one required. */
export function PayMethodPicker({
  value,
  onChange,
  disabled = false,
  legend = COMMERCE_UI_TEXT.payMethod,
}: PayMethodPickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {PAY_METHOD_KINDS.map((kind) => (
          <label key={kind} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={kind}
              checked={value === kind}
              disabled={disabled}
              onChange={() => onChange(kind)}
            />
            <PayMethodMark kind={kind} className={styles.mark} />
            <span>{payMethodLabel(kind)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
