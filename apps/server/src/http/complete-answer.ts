import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { recordEnvelopeStatus } from "./envelope";
import { COMPRESS_MIN_BYTES } from "./response-cache";

/**
 * A JSON answer written whole: its body, its compression and all its headers (the security headers included) in one
 * plain record. @hono/node-server hands such a record to Node's `writeHead` as it is. Hono's own headers are a Fetch
 * `Headers` object as soon as a second one is set, which is built, validated, sorted and copied back for every
 * answer, and every middleware that reads them after the route (the security headers, the compression) builds them
 * too: together about a tenth of a cached answer's cost. The middleware after the route leaves a complete answer
 * alone (`isCompleteAnswer`).
 *
 * Only for routes that set no header through the context: a header set with `c.header()` before would not reach the
 * answer (the contract routes of mount-contracts.ts set theirs here).
 */
export interface CompleteJson {
  /** The JSON text, or its UTF-8 bytes. */
  readonly body: string | Uint8Array;
  /** The body gzip-compressed, when it already is (a cached answer); otherwise it is compressed here, fast. */
  readonly gzip?: () => Uint8Array;
  readonly httpStatus?: number;
  /** The security headers of an answer that is not a page (security-headers.ts `answerSecurityHeaders`). */
  readonly security: Readonly<Record<string, string>>;
  /** More headers (Retry-After). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly cookies?: readonly string[];
}

/** Marks an answer written whole: a property of the answer, which costs less than a WeakSet's entry per request. */
const COMPLETE = Symbol("complete answer");

/** Whether the answer was written whole by `sendCompleteJson` (its headers are final). */
export const isCompleteAnswer = (response: Response): boolean =>
  (response as unknown as Record<symbol, unknown>)[COMPLETE] === true;

/** Browsers always send it; an answer goes compressed when the client names gzip and is large enough to gain. */
const acceptsGzip = (c: Context): boolean => /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");

export function sendCompleteJson(c: Context, answer: CompleteJson): Response {
  const { body } = answer;
  const length = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
  let sent: string | Uint8Array = body;
  // one shape for every answer (the optional headers last), so building it stays a plain object literal
  const record: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "content-length": "",
    vary: "accept-encoding",
  };
  for (const name in answer.security) record[name] = answer.security[name]!;
  if (answer.headers) for (const name in answer.headers) record[name] = answer.headers[name]!;
  if (length >= COMPRESS_MIN_BYTES && acceptsGzip(c)) {
    // level 1: an answer not cached is sent once; level 6 costs about twice as much for a few per cent fewer bytes
    sent = answer.gzip?.() ?? gzipSync(body, { level: 1 });
    record["content-encoding"] = "gzip";
  }
  record["content-length"] = String(typeof sent === "string" ? length : sent.byteLength);
  const cookies = answer.cookies ?? [];
  // Set-Cookie repeats, which a record cannot say: those few answers (a login) go as name and value pairs
  const headers: Record<string, string> | [string, string][] =
    cookies.length === 0
      ? record
      : [...Object.entries(record), ...cookies.map((cookie): [string, string] => ["set-cookie", cookie])];
  const response = new Response(sent as ConstructorParameters<typeof Response>[0], {
    status: answer.httpStatus ?? 200,
    headers,
  });
  (response as unknown as Record<symbol, unknown>)[COMPLETE] = true;
  recordEnvelopeStatus(response, body);
  return response;
}
