import { Schema } from "effect";
import type { Contract } from "../contract/contract";
import { CONTRACTS } from "../contracts";
import { ApiError } from "./api-error";
import { type ApiClient, type ApiClientOptions, type ContractRoute, createHttpClient } from "./http-client";

export {
  ACCESS_TOKEN_KEYS,
  type ApiClient,
  type ApiClientOptions,
  type ContractRoute,
  hostDomainOf,
  type KeyValueStorage,
} from "./http-client";

/**
 * The full client: every successful response's data is decoded with its contract's schema, and data that do not
 * match fail the call. Servers, server rendering and tests use it; the browser uses createBrowserApiClient
 * (browser-client.ts, decision 108), which sends the same requests without the schemas.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return createHttpClient(options, CONTRACTS, (contract: ContractRoute, data: unknown) => {
    const schema = (contract as Contract).data as Schema.Schema<unknown, unknown, never>;
    const decoded = Schema.decodeUnknownEither(schema)(data);
    if (decoded._tag === "Left")
      throw new ApiError(`response of ${contract.name} does not match its contract`, "ERR_BAD_RESPONSE", 200);
    return decoded.right;
  });
}
