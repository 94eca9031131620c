import type { ApiResult } from "@taxlearn/api";
import type { PaymentError } from "@taxlearn/machines";

/**
 * What the payment machine needs to know about a failed call: the server refused (its Chinese msg, not retried), or
 * the request never got an answer (retried with the same order). A thrown client error is the network's.
 */
export async function settledOrThrow<T>(call: Promise<ApiResult<T>>): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await call;
  } catch {
    throw { kind: "network" } satisfies PaymentError;
  }
  if (!result.success) throw { kind: "rejected", message: result.msg, status: result.status } satisfies PaymentError;
  return result.data;
}
