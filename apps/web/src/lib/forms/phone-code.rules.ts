import { SHARED_TEXT } from "../shared.messages";

/** A field's validation message, or null when it is fine. */
export type FieldError = string | null;

/** The server's account rule: a mainland mobile number, 11 digits starting 1[3-9] (packages/api MobileParam). */
const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** A 6-digit SMS code (packages/api SmsCodeParam). */
const SMS_CODE_PATTERN = /^\d{6}$/;

export const validateMobile = (mobile: string): FieldError => {
  const value = mobile.trim();
  if (value === "") return SHARED_TEXT.phoneCode.mobileRequired;
  return MOBILE_PATTERN.test(value) ? null : SHARED_TEXT.phoneCode.mobileInvalid;
};

export const validateSmsCode = (code: string): FieldError => {
  const value = code.trim();
  if (value === "") return SHARED_TEXT.phoneCode.codeRequired;
  return SMS_CODE_PATTERN.test(value) ? null : SHARED_TEXT.phoneCode.codeInvalid;
};

/** The server's strength rule for a new password: 8-20 characters with both letters and digits. */
export const isStrongPassword = (password: string): boolean =>
  password.length >= 8 && password.length <= 20 && /[A-Za-z]/.test(password) && /\d/.test(password);
