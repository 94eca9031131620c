export { SMS_RESEND_SECONDS, SmsCodeButton, type SmsCodeButtonProps } from "./sms-code-button";
