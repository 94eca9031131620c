import { Schema } from "effect";

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
  /** A planned call (contract status "planned"): the server mounts it but has no handler yet. */
  planned: 501,
} as const;

/** The envelope as it travels, before its data is decoded with the call's schema. */
export const RawEnvelope = Schema.Struct({
  status: Schema.Number,
  success: Schema.Boolean,
  msg: Schema.String,
  data: Schema.Unknown,
});
export type RawEnvelope = typeof RawEnvelope.Type;

export type ApiSuccess<D> = { readonly status: 200; readonly success: true; readonly msg: string; readonly data: D };
export type ApiFailure = {
  readonly status: number;
  readonly success: false;
  readonly msg: string;
  readonly data: null;
};
/** What a client call resolves with: a business success with typed data, or a business failure. */
export type ApiResult<D> = ApiSuccess<D> | ApiFailure;
