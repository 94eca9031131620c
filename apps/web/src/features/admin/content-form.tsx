import type { ReactNode } from "react";
import * as styles from "./admin.css";

/** A labelled select of the console's content forms (values travel as text, the server checks them). */
export function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ readonly id: number | string; readonly name: string }>;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The refusal of the last save (the server's message names the field). */
export function FormError({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className={styles.error}>
      {children}
    </p>
  ) : null;
}
