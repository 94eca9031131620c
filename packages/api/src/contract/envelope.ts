import { Schema } from "effect";

// in its own module, so that a screen reading a status code does not load effect's Schema with the envelope
export { BUSINESS_STATUS } from "./business-status";

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

/** The envelope as it travels, before its data is decoded with the call's schema. */
export const RawEnvelope = Schema.Struct({
  status: Schema.Number,
  success: Schema.Boolean,
  msg: Schema.String,
  data: Schema.Unknown,
  reason: Schema.optional(Schema.Literal(...FAILURE_REASONS)),
});
export type RawEnvelope = typeof RawEnvelope.Type;

export type ApiSuccess<D> = { readonly status: 200; readonly success: true; readonly msg: string; readonly data: D };
export type ApiFailure = {
  readonly status: number;
  readonly success: false;
  readonly msg: string;
  readonly data: null;
  /** Present when the server named why (FAILURE_REASONS); screens branch on it, never on `msg`. */
  readonly reason?: FailureReason;
};
/** What a client call resolves with: a business success with typed data, or a business failure. */
export type ApiResult<D> = ApiSuccess<D> | ApiFailure;
