import { Schema } from "effect";

// in its own module, so that a screen reading a status code does not load effect's Schema with the envelope
export { BUSINESS_STATUS } from "./business-status";

import { FAILURE_REASONS, type FailureReason } from "./failure-reason";

export { FAILURE_REASONS, type FailureReason, isFailureReason } from "./failure-reason";

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
