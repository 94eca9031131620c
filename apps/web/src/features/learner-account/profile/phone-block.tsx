import { maskPhone } from "@taxlearn/core";
import { Button, TextField, useToast } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { SmsCodeField } from "../../../components/sms-code-field";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { type FieldError, validateMobile, validateSmsCode } from "../../../lib/forms/phone-code.rules";
import { LEARNER_ACCOUNT_TEXT as TEXT } from "../learner-account.messages";
import * as styles from "./profile.css";
import { ProfileBlock } from "./profile-block";

/** Binds a number (or changes it) with an SMS code sent to the new number (scene bind). */
export function PhoneBlock({ mobile, onChange }: { mobile: string | null; onChange: (mobile: string) => void }) {
  const api = useApi();
  const toast = useToast();
  const [next, setNext] = useState("");
  const [captcha, setCaptcha] = useState("");
  const [errors, setErrors] = useState<{ mobile: FieldError; captcha: FieldError }>({ mobile: null, captcha: null });
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { mobile: validateMobile(next), captcha: validateSmsCode(captcha) };
    setErrors(found);
    if (found.mobile || found.captcha) return;
    setAlert(null);
    setSaving(true);
    try {
      const result = await api.bindPhone({ mobile: next.trim(), captcha: captcha.trim() });
      if (result.success) {
        onChange(result.data.mobile);
        setNext("");
        setCaptcha("");
        toast.success(result.msg);
      } else setAlert(result.msg);
    } catch (failure) {
      setAlert(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileBlock title={TEXT.phoneSection}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <p className={styles.note}>{TEXT.currentPhone(mobile ? maskPhone(mobile) : null)}</p>
        <TextField
          label={TEXT.newPhoneLabel}
          placeholder={TEXT.newPhonePlaceholder}
          value={next}
          onChange={setNext}
          error={errors.mobile ?? undefined}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
        />
        <SmsCodeField
          account={next}
          scene="bind"
          value={captcha}
          onChange={setCaptcha}
          error={errors.captcha}
          onAccountError={(mobileError) => setErrors((e) => ({ ...e, mobile: mobileError }))}
          onAlert={setAlert}
        />
        {alert ? (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {mobile ? TEXT.changePhone : TEXT.bindPhone}
          </Button>
        </div>
      </form>
    </ProfileBlock>
  );
}
