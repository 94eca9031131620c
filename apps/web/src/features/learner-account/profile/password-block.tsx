import { Button, TextField, useToast } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { type FieldError, isStrongPassword } from "../../../lib/forms/phone-code.rules";
import { LEARNER_ACCOUNT_TEXT as TEXT } from "../learner-account.messages";
import * as styles from "./profile.css";
import { ProfileBlock } from "./profile-block";

type Fields = { oldPassword: string; password: string; confirmation: string };
const EMPTY: Fields = { oldPassword: "", password: "", confirmation: "" };

export const passwordFormErrors = (form: Fields): { [K in keyof Fields]: FieldError } => ({
  oldPassword: form.oldPassword === "" ? TEXT.oldPasswordRequired : null,
  password: isStrongPassword(form.password) ? null : TEXT.passwordRule,
  confirmation: form.confirmation === form.password ? null : TEXT.confirmMismatch,
});

/** Changes the password with the old one; the server signs every other session out (this one stays). */
export function PasswordBlock() {
  const api = useApi();
  const toast = useToast();
  const [form, setForm] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<{ [K in keyof Fields]: FieldError }>({
    oldPassword: null,
    password: null,
    confirmation: null,
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = (key: keyof Fields) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordFormErrors(form);
    setErrors(found);
    if (found.oldPassword || found.password || found.confirmation) return;
    setAlert(null);
    setSaving(true);
    try {
      const result = await api.changePassword({ oldPassword: form.oldPassword, password: form.password });
      if (result.success) {
        setForm(EMPTY);
        toast.success(result.msg);
      } else setAlert(result.msg);
    } catch (failure) {
      setAlert(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileBlock title={TEXT.passwordSection}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <p className={styles.note}>{TEXT.passwordHint}</p>
        <TextField
          label={TEXT.oldPasswordLabel}
          type="password"
          value={form.oldPassword}
          onChange={field("oldPassword")}
          error={errors.oldPassword ?? undefined}
          autoComplete="current-password"
        />
        <TextField
          label={TEXT.newPasswordLabel}
          type="password"
          placeholder={TEXT.newPasswordPlaceholder}
          value={form.password}
          onChange={field("password")}
          error={errors.password ?? undefined}
          autoComplete="new-password"
          maxLength={20}
        />
        <TextField
          label={TEXT.confirmPasswordLabel}
          type="password"
          value={form.confirmation}
          onChange={field("confirmation")}
          error={errors.confirmation ?? undefined}
          autoComplete="new-password"
          maxLength={20}
        />
        {alert ? (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {TEXT.changePassword}
          </Button>
        </div>
      </form>
    </ProfileBlock>
  );
}
