import type { FailureReason } from "@taxlearn/api";
import type { Context } from "hono";

/** Business envelope (HTTP 200): `{ status, success, msg, data }`, and a refusal's `reason` when it has one. */
export const envelopeJson = (status: number, msg: string, data: unknown, reason?: FailureReason): string =>
  JSON.stringify(
    reason === undefined
      ? { status, success: status === 200, msg, data }
      : { status, success: false, msg, data, reason },
  );

/** The success envelope around data already written as JSON: the same text as `envelopeJson(status, msg, data)`. */
export const envelopeJsonWithData = (status: number, msg: string, dataJson: string): string =>
  `{"status":${status},"success":${status === 200},"msg":${JSON.stringify(msg)},"data":${dataJson}}`;

/** A JSON answer with its length, which lets the compression middleware leave answers under 1 KB alone. */
export const sendJsonText = (c: Context, body: string | Uint8Array, httpStatus = 200): Response => {
  const response = c.body(body as string, httpStatus as 200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(typeof body === "string" ? Buffer.byteLength(body) : body.byteLength),
  });
  recordEnvelopeStatus(response, body);
  return response;
};

const envelopeStatuses = new WeakMap<Response, number>();

/** The business status of an envelope answer, for the request metrics; bytes are a cached answer, only successes are cached. */
export const recordEnvelopeStatus = (response: Response, body: string | Uint8Array): void => {
  const status = typeof body === "string" ? /^\{"status":(\d{3})/.exec(body)?.[1] : "200";
  if (status !== undefined) envelopeStatuses.set(response, Number(status));
};
/** The envelope's status of an answer sent with sendJsonText, else the HTTP status. */
export const envelopeStatusOf = (response: Response): number => envelopeStatuses.get(response) ?? response.status;
