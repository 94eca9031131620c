import type { FailureReason } from "@taxlearn/api";
import type { Context } from "hono";

/** Business envelope (HTTP 200): `{ status, success, msg, data }`, and a refusal's `reason` when it has one. */
export const envelopeJson = (status: number, msg: string, data: unknown, reason?: FailureReason): string =>
  JSON.stringify(
    reason === undefined
      ? { status, success: status === 200, msg, data }
      : { status, success: false, msg, data, reason },
  );

/** A JSON answer with its length, which lets the compression middleware leave answers under 1 KB alone. */
export const sendJsonText = (c: Context, body: string | Uint8Array, httpStatus = 200): Response =>
  c.body(body as string, httpStatus as 200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(typeof body === "string" ? Buffer.byteLength(body) : body.byteLength),
  });
