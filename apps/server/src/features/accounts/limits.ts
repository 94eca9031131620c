/** The limits of logins and SMS codes (README: Login limits, and Conventions → Passwords). */
const MINUTE = 60_000;
/** Failed logins are counted over a sliding window of this length, per client address and per account. */
export const LOGIN_WINDOW_MS = 15 * MINUTE;
/** Failed logins one client address (an IPv4 address or an IPv6 /64) may make in the window; then 429. */
export const LOGIN_CLIENT_MAX_FAILURES = 20;
/** Failed logins an account takes in the window before further logins of it need an SMS code (scene login). */
export const LOGIN_ACCOUNT_FREE_FAILURES = 5;
export const SMS_RESEND_MS = 60_000;
export const SMS_DAILY_LIMIT = 10;
export const SMS_DAY_MS = 24 * 60 * MINUTE;
export const SMS_CODE_LIFETIME_MS = 10 * MINUTE;
export const SMS_MAX_FAILED_CHECKS = 5;
