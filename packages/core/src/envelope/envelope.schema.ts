import { Schema } from "effect";
import { Nullish } from "../shared/fields.schema";

/**
 * The head every response body carries (spec §7, §8): read first, because a body status of 401
 * means "log out" whatever the data is.
 */
export const EnvelopeHead = Schema.Struct({
  status: Nullish(Schema.Number),
  success: Nullish(Schema.Boolean),
  msg: Nullish(Schema.String),
});
export type EnvelopeHead = typeof EnvelopeHead.Type;

/**
 * The response envelope `{ status, success, msg, data }` around a data schema.
 * Pass `Schema.NullOr(x)` when an unsuccessful body carries `data: null`.
 */
export const Envelope = <A, I>(data: Schema.Schema<A, I, never>) =>
  Schema.Struct({
    status: Nullish(Schema.Number),
    success: Schema.Boolean,
    msg: Nullish(Schema.String),
    data,
  });
export type Envelope<A> = {
  readonly status?: number | null | undefined;
  readonly success: boolean;
  readonly msg?: string | null | undefined;
  readonly data: A;
};

/** Decode a whole response body with the envelope around `data`. */
