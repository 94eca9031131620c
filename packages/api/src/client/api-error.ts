/** Error codes of spec §8 that this client raises. */
export type ApiErrorCode = "ECONNABORTED" | "ERR_NETWORK" | "ERR_BAD_RESPONSE";

/** A transport failure (timeout, network, non-200 HTTP, undecodable body); business failures are results. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    message: string,
    readonly code: ApiErrorCode,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}
