import { Button } from "@taxlearn/ui";
import { type ReactNode, useId } from "react";
import * as styles from "./admin.css";
import { ADMIN_TEXT } from "./admin.messages";

/** A labelled select of the console's content forms (values travel as text, the server checks them). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ readonly id: number | string; readonly name: string }>;
  /** the form refuses it unset: marked as the text fields mark theirs */
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A filter's choices: 全部 (the empty value) and then each label by its value. */
export const choicesWithAll = (labels: Readonly<Record<string, string>>) => [
  { id: "", name: ADMIN_TEXT.all },
  ...Object.entries(labels).map(([id, name]) => ({ id, name })),
];

/** The refusal of the last save (the server's message names the field). */
export function FormError({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className={styles.error}>
      {children}
    </p>
  ) : null;
}

/** The end of a console form: the last save's refusal, then the submit button and 取消. */
export function FormFooter({
  error,
  busy,
  submitLabel,
  onCancel,
}: {
  error: ReactNode;
  busy: boolean;
  submitLabel: ReactNode;
  onCancel: () => void;
}) {
  return (
    <>
      <FormError>{error}</FormError>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        <Button type="button" tone="secondary" onClick={onCancel}>
          {ADMIN_TEXT.cancel}
        </Button>
      </div>
    </>
  );
}
