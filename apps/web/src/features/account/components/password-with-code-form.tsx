import { Button, TextField } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { SmsCodeField } from "../../../components/sms-code-field";
import { failureMessage } from "../../../lib/api/failure-message";
import { ACCOUNT_TEXT } from "../account.messages";
import {
  type FieldError,
  type PasswordWithCodeForm as FormValues,
  isValid,
  type PasswordWithCodeErrors,
  validatePasswordWithCodeForm,
} from "../account-form.rules";
import { FormAlert } from "./auth-panel";
import * as styles from "./auth-panel.css";
import { MobileField } from "./mobile-field";

const NO_ERRORS: PasswordWithCodeErrors = { account: null, captcha: null, password: null, confirmation: null };

export interface PasswordWithCodeFormProps {
  /** The SMS scene the server checks the number against (register: not yet registered; forget: registered). */
  scene: "register" | "forget";
  passwordLabel: string;
  submitLabel: string;
  submittingLabel: string;
  /** Register asks for consent to the user service agreement. */
  requireAgreement?: boolean;
  /** Sends the form; resolves the failure message to show, or null when it worked (the caller moves on). */
  onSubmit: (values: FormValues) => Promise<string | null>;
}

/** Mobile number, SMS code (获取验证码 with the 60 s resend countdown), a new password and its confirmation. */
export function PasswordWithCodeForm({
  scene,
  passwordLabel,
  submitLabel,
  submittingLabel,
  requireAgreement = false,
  onSubmit,
}: PasswordWithCodeFormProps) {
  const [values, setValues] = useState<FormValues>({ account: "", captcha: "", password: "", confirmation: "" });
  const [errors, setErrors] = useState<PasswordWithCodeErrors>(NO_ERRORS);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<FieldError>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: keyof FormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: null }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordWithCodeForm(values);
    setErrors(found);
    const consentMissing = requireAgreement && !agreed;
    setAgreementError(consentMissing ? ACCOUNT_TEXT.agreementRequired : null);
    if (!isValid(found) || consentMissing) return;
    setAlert(null);
    setSubmitting(true);
    try {
      const failure = await onSubmit({ ...values, account: values.account.trim(), captcha: values.captcha.trim() });
      if (failure) setAlert(failure);
    } catch (error) {
      setAlert(failureMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <FormAlert message={alert} />
      <MobileField value={values.account} onChange={change("account")} error={errors.account} autoComplete="tel" />
      <SmsCodeField
        account={values.account}
        scene={scene}
        value={values.captcha}
        onChange={change("captcha")}
        error={errors.captcha}
        onAccountError={(account) => setErrors((current) => ({ ...current, account }))}
        onAlert={setAlert}
      />
      <TextField
        label={passwordLabel}
        placeholder={ACCOUNT_TEXT.newPasswordPlaceholder}
        value={values.password}
        onChange={change("password")}
        error={errors.password ?? undefined}
        hint={ACCOUNT_TEXT.passwordRule}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        required
      />
      <TextField
        label={ACCOUNT_TEXT.confirmPasswordLabel}
        placeholder={ACCOUNT_TEXT.confirmPasswordPlaceholder}
        value={values.confirmation}
        onChange={change("confirmation")}
        error={errors.confirmation ?? undefined}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        required
      />
      {requireAgreement ? (
        <>
          <label className={styles.agreement}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={agreed}
              aria-invalid={agreementError ? true : undefined}
              onChange={(event) => {
                setAgreed(event.target.checked);
                setAgreementError(null);
              }}
            />
            {ACCOUNT_TEXT.agreementPrefix}
            <Link className={styles.link} to="/service-protocol" target="_blank">
              {ACCOUNT_TEXT.agreementLink}
            </Link>
          </label>
          <p className={styles.agreementError} role={agreementError ? "alert" : undefined}>
            {agreementError}
          </p>
        </>
      ) : null}
      <Button type="submit" size="large" block loading={submitting} className={styles.submit}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
