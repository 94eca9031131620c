import { TextField } from "@taxlearn/ui";
import { ACCOUNT_TEXT } from "../account.messages";
import type { FieldError } from "../account-form.rules";

export interface MobileFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: FieldError;
  /** `username` where the number is the login name (password login), `tel` where it receives the SMS code. */
  autoComplete: "username" | "tel";
}

/** The mainland mobile number of every account form (11 digits, the number pad on phones). */
export function MobileField({ value, onChange, error, autoComplete }: MobileFieldProps) {
  return (
    <TextField
      label={ACCOUNT_TEXT.mobileLabel}
      placeholder={ACCOUNT_TEXT.mobilePlaceholder}
      value={value}
      onChange={onChange}
      error={error ?? undefined}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={11}
      required
    />
  );
}
