import { SmsCodeButton, TextField, useToast } from "@taxlearn/ui";
import { useApi } from "../lib/api/app-services";
import { failureMessage } from "../lib/api/failure-message";
import { type FieldError, validateMobile } from "../lib/forms/phone-code.rules";
import { SHARED_TEXT } from "../lib/shared.messages";
import { usePictureCaptcha } from "./picture-captcha";

export interface SmsCodeFieldProps {
  /** The number the code goes to, as typed (checked before anything is sent). */
  account: string;
  /**
   * The SMS scene (register: a code goes only to a number without an account; forget: only to one with an
   * account, both answered alike either way; login; bind: a number the learner binds to their account).
   */
  scene: "register" | "forget" | "login" | "bind";
  value: string;
  onChange: (value: string) => void;
  error: FieldError;
  /** A bad number: the form shows it under its mobile field. */
  onAccountError: (error: FieldError) => void;
  /** The server's refusal (too soon, daily limit …) or a network failure, for the form's alert; null clears it. */
  onAlert: (message: string | null) => void;
}

/**
 * The 6-digit SMS code with 获取验证码 and its 60 s resend countdown, as every form that asks for one does (login,
 * register, forgot password, binding a number in the learner centre).
 */
export function SmsCodeField({ account, scene, value, onChange, error, onAccountError, onAlert }: SmsCodeFieldProps) {
  const api = useApi();
  const toast = useToast();
  // the server asks for a picture (449) before register and reset codes and past the free requests: it appears
  // above the code
  const picture = usePictureCaptcha();

  async function sendCode(): Promise<boolean> {
    const accountError = validateMobile(account);
    if (accountError) {
      onAccountError(accountError);
      return false;
    }
    const sent = picture.answer();
    if (sent === "missing") return false;
    onAlert(null);
    try {
      const result = await api.captcha({ account: account.trim(), scene, ...(sent ?? {}) });
      picture.after(result, sent);
      if (!result.success) {
        onAlert(result.msg);
        return false;
      }
      // the server's words: for register and reset codes they say an SMS comes only if the number fits the scene
      toast.success(result.msg.trim() || SHARED_TEXT.phoneCode.codeSent);
      return true;
    } catch (failure) {
      onAlert(failureMessage(failure));
      return false;
    }
  }

  return (
    <>
      {picture.field}
      <TextField
        label={SHARED_TEXT.phoneCode.codeLabel}
        placeholder={SHARED_TEXT.phoneCode.codePlaceholder}
        value={value}
        onChange={onChange}
        error={error ?? undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        trailing={<SmsCodeButton onSend={sendCode} />}
      />
    </>
  );
}
