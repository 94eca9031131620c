// No effect import here: the browser's client reads reasons, and must not pull Schema into the first visit (decision 108).
/**
 * Why a call was refused, for a screen that acts on the cause rather than on the message's wording. Sent as
 * `reason` beside spec §7's four fields, and only on a refusal that has one.
 */
export const FAILURE_REASONS = [
  /** the course is withdrawn (下架) and this viewer neither bought nor studied it */
  "withdrawn",
  /** the picture answered belongs to a captcha that has expired or was used up */
  "captchaExpired",
  /** a code login would register a new account, which needs the user agreement accepted */
  "agreementRequired",
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export const isFailureReason = (value: unknown): value is FailureReason =>
  typeof value === "string" && (FAILURE_REASONS as readonly string[]).includes(value);
