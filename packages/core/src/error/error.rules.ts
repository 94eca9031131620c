import { MESSAGES } from "../messages";

/** spec §8: the error codes the shared client defines. */
export const CLIENT_ERROR_CODES = [
  "ERR_BAD_OPTION_VALUE",
  "ERR_BAD_OPTION",
  "ECONNABORTED",
  "ETIMEDOUT",
  "ERR_NETWORK",
  "ERR_FR_TOO_MANY_REDIRECTS",
  "ERR_DEPRECATED",
  "ERR_BAD_RESPONSE",
  "ERR_BAD_REQUEST",
  "ERR_CANCELED",
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** spec §8: a timed-out request reads 请求超时…, any other network failure 请求失败…. */
export const networkErrorMessage = (code: string | null | undefined): string =>
  code === "ECONNABORTED" || code === "ETIMEDOUT" ? MESSAGES.requestTimeout : MESSAGES.requestFailed;

/** spec §8: an HTTP 200 whose body status is 401 means the session is over. */
export const isUnauthorizedBody = (body: unknown): boolean =>
  typeof body === "object" && body !== null && (body as { status?: unknown }).status === 401;
