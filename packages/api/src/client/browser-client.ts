import { CONTRACT_ROUTES } from "./contract-routes";
import { type ApiClient, type ApiClientOptions, createHttpClient } from "./http-client";

/**
 * The browser's client (decision 108): the same requests, headers, envelope checks and failures as createApiClient,
 * but a success's data are taken as the site's own server sent them. The server encodes every response with its
 * contract's schema (apps/server src/http/mount-contracts.ts), and what it encodes is already what decoding would
 * give (packages/api src/client/wire-form.test.ts checks that for every contract), so effect's Schema and the
 * contracts' schemas stay out of the JavaScript a first visit downloads.
 */
export function createBrowserApiClient(options: ApiClientOptions): ApiClient {
  return createHttpClient(options, CONTRACT_ROUTES, (_, data) => data);
}
