/** The limits of logins and SMS codes (README: Login limits, and Conventions → Passwords). */
const MINUTE = 60_000;
/** Failed logins are counted over a sliding window of this length, per client address and per account. */
export const LOGIN_WINDOW_MS = 15 * MINUTE;
/** Failed logins one client address (an IPv4 address or an IPv6 /64) may make in the window; then 429. */
export const LOGIN_CLIENT_MAX_FAILURES = 20;
/** Failed logins an account takes in the window before further logins of it need an SMS code (scene login). */
export const LOGIN_ACCOUNT_FREE_FAILURES = 5;
/** One code per number and requesting client address this often. */
export const SMS_RESEND_MS = 60_000;
/** Codes one client address may have sent to one number per day (README of accounts: SMS code budgets). */
export const SMS_DAILY_LIMIT = 10;
/**
 * Code requests without a picture captcha one client address may make per day, whatever the numbers: 5, or
 * SMS_FREE_PER_CLIENT (1–100; learners sharing one address, an office behind NAT or the browser suite on
 * 127.0.0.1, may raise it; past it they solve a picture, they are not refused).
 */
export const SMS_FREE_PER_CLIENT = freeCodeRequests(process.env.SMS_FREE_PER_CLIENT);

function freeCodeRequests(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= 100 ? n : 5;
}
/** Code requests without a picture captcha one number may receive per day, from all addresses together. */
export const SMS_FREE_PER_NUMBER = 3;
export const SMS_DAY_MS = 24 * 60 * MINUTE;
export const SMS_CODE_LIFETIME_MS = 10 * MINUTE;
export const SMS_MAX_FAILED_CHECKS = 5;
/** Failed logins of an account in the window from which every further login of it needs a picture captcha. */
export const LOGIN_ACCOUNT_CAPTCHA_FAILURES = 3;
/**
 * Failed logins (password or SMS code) of a client address in the window from which its logins need a picture:
 * 10, or LOGIN_CLIENT_CAPTCHA_FAILURES (a site whose learners share one address, an office behind NAT, or the
 * browser suite whose every test comes from 127.0.0.1, may raise it up to the 429 cut-off).
 */
export const LOGIN_CLIENT_CAPTCHA_FAILURES = clientCaptchaFailures(process.env.LOGIN_CLIENT_CAPTCHA_FAILURES);

function clientCaptchaFailures(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= LOGIN_CLIENT_MAX_FAILURES ? n : 10;
}

/**
 * Whether a login needs a solved picture, from the failures already counted in the window (this attempt not
 * included): the account's 3rd failure makes its 4th attempt ask, the address's 10th its 11th.
 */
export const loginNeedsImageCaptcha = (accountFailures: number, clientFailures: number): boolean =>
  accountFailures >= LOGIN_ACCOUNT_CAPTCHA_FAILURES || clientFailures >= LOGIN_CLIENT_CAPTCHA_FAILURES;
