import { Schema } from "effect";

// in its own module, so that a screen reading a status code does not load effect's Schema with the envelope
export { BUSINESS_STATUS } from "./business-status";

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
