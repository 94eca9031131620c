import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import * as styles from "./text-field.css";

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "className" | "children"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A validation message; marks the input invalid and is announced with it. */
  error?: string;
  /** A quiet hint under the input, shown when there is no error. */
  hint?: string;
  /** Something inside the box after the input, e.g. an SmsCodeButton. */
  trailing?: ReactNode;
  /** Hide the label visually while keeping it for assistive technology. */
  hideLabel?: boolean;
}

/** A labelled text input with its validation message. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  trailing,
  hideLabel = false,
  required,
  disabled,
  id,
  type = "text",
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label} hidden={hideLabel}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control({ invalid: Boolean(error), disabled: Boolean(disabled) })}>
        <input
          {...inputProps}
          id={inputId}
          type={type}
          value={value}
          required={required}
          disabled={disabled}
          aria-label={hideLabel ? label : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={styles.input}
        />
        {trailing}
      </div>
      <div
        id={messageId}
        className={styles.message({ tone: error ? "error" : "hint" })}
        role={error ? "alert" : undefined}
      >
        {message}
      </div>
    </div>
  );
}
