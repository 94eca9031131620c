import { type TextareaHTMLAttributes, useId } from "react";
import * as fieldStyles from "../text-field/text-field.css";
import * as styles from "./text-area.css";

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "onChange" | "value" | "className" | "children"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled multi-line input (e.g. the feedback form) with its message and, given maxLength, a count. */
export function TextArea({ label, value, onChange, error, hint, maxLength, required, id, ...rest }: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea
        {...rest}
        id={inputId}
        className={styles.textArea}
        value={value}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.footer}>
        <div
          id={messageId}
          className={fieldStyles.message({ tone: error ? "error" : "hint" })}
          role={error ? "alert" : undefined}
        >
          {message}
        </div>
        {maxLength ? (
          <span className={styles.count}>
            {value.length}/{maxLength}
          </span>
        ) : null}
      </div>
    </div>
  );
}
