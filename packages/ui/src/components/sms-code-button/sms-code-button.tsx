import { useState } from "react";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./sms-code-button.css";
import { useCountdown } from "./use-countdown";

/** Resend wait after a code was sent (60 s resend countdown on register and forgot-password). */
export const SMS_RESEND_SECONDS = 60;

export interface SmsCodeButtonProps {
  /** Sends the code; resolve true when it was sent, false (or throw) when it was not, e.g. a bad phone number. */
  onSend: () => boolean | Promise<boolean>;
  /** Seconds before another code may be requested. */
  seconds?: number;
  disabled?: boolean;
}

/** 获取验证码, then a countdown until another code may be requested. */
export function SmsCodeButton({ onSend, seconds = SMS_RESEND_SECONDS, disabled = false }: SmsCodeButtonProps) {
  const [sending, setSending] = useState(false);
  const countdown = useCountdown(seconds);

  async function send() {
    setSending(true);
    try {
      if (await onSend()) countdown.start();
    } catch {
      // The caller shows why sending failed; the button just becomes available again.
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      className={styles.smsCodeButton}
      disabled={disabled || sending || countdown.running}
      aria-live="polite"
      onClick={send}
    >
      {countdown.running ? UI_TEXT.resendAfter(countdown.remaining) : UI_TEXT.sendCode}
    </button>
  );
}
