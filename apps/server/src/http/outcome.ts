import type { FailureReason } from "@taxlearn/api";

/** What a handler decides; the route layer turns it into the envelope. */
export type Outcome<D> =
  | {
      readonly ok: true;
      readonly data: D;
      readonly msg?: string;
      /** `Set-Cookie` values sent with the answer (the QR login's browser binding). */
      readonly cookies?: readonly string[];
      /** An answer for this viewer only: never kept in the response cache (a withdrawn course shown to its buyer). */
      readonly personal?: true;
      /**
       * `data` already encoded with the contract's schema and written as JSON, by a handler that builds a hot answer
       * from pieces encoded once (search hits' cards); the route layer sends it instead of encoding `data` again.
       */
      readonly dataJson?: string;
    }
  | Failure;
export type Failure = {
  readonly ok: false;
  readonly cookies?: readonly string[];
  readonly status: FailureStatus;
  readonly msg: string;
  /** Sent as the `Retry-After` header (seconds), for refusals that end at a known time. */
  readonly retryAfterSeconds?: number;
  /** Sent as the envelope's `reason`, for a refusal a screen acts on (it never reads `msg` for that). */
  readonly reason?: FailureReason;
};
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 428 | 429 | 449 | 503;

export const ok = <D>(data: D, msg?: string): Outcome<D> =>
  msg === undefined ? { ok: true, data } : { ok: true, data, msg };
/**
 * A success whose JSON the handler wrote: `dataJson` must be what `JSON.stringify` of `data` encoded with the
 * contract's schema writes (the handler's tests compare the two).
 */
export const okEncoded = <D>(data: D, dataJson: string): Outcome<D> => ({ ok: true, data, dataJson });
export const fail = (status: FailureStatus, msg: string, retryAfterSeconds?: number): Failure =>
  retryAfterSeconds === undefined ? { ok: false, status, msg } : { ok: false, status, msg, retryAfterSeconds };
/** A refusal whose cause a screen acts on: `reason` goes into the envelope beside the message. */
export const failBecause = (status: FailureStatus, msg: string, reason: FailureReason): Failure => ({
  ok: false,
  status,
  msg,
  reason,
});
