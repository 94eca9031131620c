import { isValidUsername } from "@taxlearn/api";
import { Button, TextField, useToast } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { LEARNER_ACCOUNT_TEXT as TEXT } from "../learner-account.messages";
import * as styles from "./profile.css";
import { ProfileBlock } from "./profile-block";

export function UsernameBlock({ username, onChange }: { username: string; onChange: (name: string) => void }) {
  const api = useApi();
  const toast = useToast();
  const [value, setValue] = useState(username);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = value.trim();
    if (!isValidUsername(name)) {
      setError(TEXT.usernameRule);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const result = await api.updateUsername({ username: name });
      if (result.success) {
        onChange(result.data.username);
        setValue(result.data.username);
        toast.success(result.msg);
      } else setError(result.msg);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileBlock title={TEXT.usernameSection}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label={TEXT.usernameLabel}
          value={value}
          onChange={setValue}
          error={error ?? undefined}
          hint={TEXT.usernameRule}
          maxLength={20}
          autoComplete="nickname"
        />
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {TEXT.save}
          </Button>
        </div>
      </form>
    </ProfileBlock>
  );
}
