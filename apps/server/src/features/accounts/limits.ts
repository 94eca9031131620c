/** The limits of logins and SMS codes (README: Conventions every endpoint follows → Passwords). */
const MINUTE = 60_000;
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const LOGIN_MAX_FAILURES = 5;
export const LOCK_MS = 15 * MINUTE;
export const SMS_RESEND_MS = 60_000;
export const SMS_DAILY_LIMIT = 10;
export const SMS_DAY_MS = 24 * 60 * MINUTE;
export const SMS_CODE_LIFETIME_MS = 10 * MINUTE;
export const SMS_MAX_FAILED_CHECKS = 5;
