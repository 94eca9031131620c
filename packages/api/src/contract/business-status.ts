/** The business status codes of the envelope (HTTP stays 200 for all of them). */
export const BUSINESS_STATUS = {
  ok: 200,
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  /** The login needs an SMS code of scene login in `captcha` (the account has had too many failed logins). */
  captchaRequired: 428,
  tooManyAttempts: 429,
  /**
   * The call needs a solved picture captcha (`captchaId` + `captchaAnswer` from GET /api/auth/captchaImage): asked
   * for, or the one sent was wrong or expired. Show a new picture.
   */
  imageCaptchaRequired: 449,
} as const;
