import { CONSTANTS, MESSAGES, STORAGE_KEYS } from "@taxlearn/core";
import { type Contract, type DataOf, fillPath, pathParams, type RequestInputOf } from "../contract/contract";
import type { ApiResult } from "../contract/envelope";
import { type FailureReason, isFailureReason } from "../contract/failure-reason";
import type { Contracts } from "../contracts";
import { ApiError } from "./api-error";
import { CLIENT_MESSAGES } from "./client.messages";

// The HTTP half of the API client, free of effect's Schema: requests, headers, timeouts and the envelope. The full
// client (api-client.ts, servers and tests) decodes each response's data with its contract's schema; the browser's
// (browser-client.ts, decision 108) takes the data as its own server encoded it.

/** The storage the client reads its credentials from (window.localStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
}

/** Single-sign-on access tokens (spec §7 accesstoken/accesstokenold headers) are stored under these keys. */
export const ACCESS_TOKEN_KEYS = { accessToken: "accesstoken", accessTokenOld: "accesstokenold" } as const;

export interface ApiClientOptions {
  /** The page's own origin in the browser (spec §7). */
  readonly baseUrl: string;
  readonly storage: KeyValueStorage;
  /** Called when a response body says status 401 (spec §4: clear the session, go to /login). */
  readonly onUnauthorized?: (result: { msg: string; path: string }) => void;
  readonly fetch?: typeof fetch;
  /** Defaults to spec §9's 300000 ms. */
  readonly timeoutMs?: number;
}

/** spec §7: the hostDomain header is the host without its first label ("www.example.com" → "example.com"). */
export const hostDomainOf = (host: string): string => {
  const hostname = host.split(":")[0] ?? "";
  const labels = hostname.split(".");
  return labels.length > 1 ? labels.slice(1).join(".") : hostname;
};

type Input<C extends Contract> = RequestInputOf<C>;
type CallFunction<C extends Contract> =
  Record<never, never> extends Input<C>
    ? (input?: Input<C>) => Promise<ApiResult<DataOf<C>>>
    : (input: Input<C>) => Promise<ApiResult<DataOf<C>>>;

export type ApiClient = { readonly [K in keyof Contracts]: CallFunction<Contracts[K]> } & {
  call<C extends Contract>(contract: C, input?: Input<C>): Promise<ApiResult<DataOf<C>>>;
};

const HAS_CHINESE = /[\u4e00-\u9fff]/;

/**
 * spec §8: a non-200 answer is an error for the caller, and what the learner reads must be Chinese: the server's own
 * envelope msg when the body is one (413 body too large, 500 with its request id, 503 busy), otherwise a text for
 * the status (a proxy's page, an empty body).
 */
async function httpFailureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { msg?: unknown } | null;
    if (typeof body?.msg === "string" && HAS_CHINESE.test(body.msg)) return body.msg;
  } catch {
    // not JSON: fall through to the status
  }
  return [502, 503, 504].includes(response.status) ? CLIENT_MESSAGES.serverBusy : MESSAGES.requestFailed;
}

const toText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

/** What a call needs of its contract to reach the server: no schemas. */
export type ContractRoute = Pick<Contract, "name" | "path" | "method" | "orgHeader">;

/**
 * The envelope as it travels, checked by hand: status, success and msg typed, data anything (absent: undefined),
 * and a refusal's `reason` when it is one the client knows.
 */
export const readEnvelope = (
  json: unknown,
): { status: number; msg: string; data: unknown; reason?: FailureReason } | null => {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  const { status, success, msg, data, reason } = json as Record<string, unknown>;
  if (typeof status !== "number" || typeof success !== "boolean" || typeof msg !== "string") return null;
  return isFailureReason(reason) ? { status, msg, data, reason } : { status, msg, data };
};

/**
 * A client over `routes` whose successful data go through `readData` (which throws an ApiError when they do not
 * fit the contract); `call(contract)` reaches any contract.
 */
export function createHttpClient(
  options: ApiClientOptions,
  routes: Readonly<Record<string, ContractRoute>>,
  readData: (contract: ContractRoute, data: unknown) => unknown,
): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? CONSTANTS.requestTimeoutMs;
  const base = options.baseUrl.replace(/\/$/, "");
  const hostDomain = hostDomainOf(new URL(options.baseUrl).host);

  async function call<C extends Contract>(contract: ContractRoute, input?: Input<C>): Promise<ApiResult<DataOf<C>>> {
    const values: Record<string, unknown> = { ...(input ?? {}) };
    const path = fillPath(contract.path, values);
    for (const name of pathParams(contract.path)) delete values[name];
    const fields = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      if (value !== undefined && value !== null && !(value instanceof Blob)) fields.append(key, toText(value));
    }

    const headers: Record<string, string> = { platform: "web", hostDomain };
    const { storage } = options;
    const token = storage.getItem(STORAGE_KEYS.token);
    if (token) headers.Authorization = `Bearer ${token}`;
    const accessToken = storage.getItem(ACCESS_TOKEN_KEYS.accessToken);
    if (accessToken) headers.accesstoken = accessToken;
    const accessTokenOld = storage.getItem(ACCESS_TOKEN_KEYS.accessTokenOld);
    if (accessTokenOld) headers.accesstokenold = accessTokenOld;
    const orgId = contract.orgHeader ? storage.getItem(STORAGE_KEYS.orgId) : null;
    if (orgId) headers.orgId = orgId;

    let url = `${base}${path}`;
    let body: string | FormData | undefined;
    const files = Object.entries(values).filter((entry): entry is [string, Blob] => entry[1] instanceof Blob);
    if (contract.method === "POST" && files.length > 0) {
      // an upload: multipart, whose boundary the browser writes into the content type itself
      const form = new FormData();
      for (const [key, value] of fields) form.append(key, value);
      for (const [key, file] of files) form.append(key, file);
      body = form;
    } else if (contract.method === "POST") {
      headers["content-type"] = "application/x-www-form-urlencoded;charset=UTF-8";
      body = fields.toString();
    } else if ([...fields.keys()].length > 0) {
      url += `?${fields.toString()}`;
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: contract.method,
        headers,
        body,
        credentials: "include",
        signal: controller.signal,
      });
    } catch {
      throw controller.signal.aborted
        ? new ApiError(MESSAGES.requestTimeout, "ECONNABORTED")
        : new ApiError(MESSAGES.requestFailed, "ERR_NETWORK");
    } finally {
      clearTimeout(timer);
    }
    if (response.status !== 200) {
      throw new ApiError(await httpFailureMessage(response), "ERR_BAD_RESPONSE", response.status);
    }

    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ApiError("invalid JSON body", "ERR_BAD_RESPONSE", 200);
    }
    const envelope = readEnvelope(json);
    if (!envelope) throw new ApiError("unexpected response shape", "ERR_BAD_RESPONSE", 200);
    const { status, msg, data, reason } = envelope;
    if (status === 401) options.onUnauthorized?.({ msg, path });
    if (status !== 200) {
      return reason === undefined
        ? { status, success: false, msg, data: null }
        : { status, success: false, msg, data: null, reason };
    }
    return { status: 200, success: true, msg, data: readData(contract, data) as DataOf<C> };
  }

  const client: Record<string, unknown> = { call };
  for (const [name, route] of Object.entries(routes)) {
    client[name] = (input?: Record<string, unknown>) => call(route, input as never);
  }
  return client as ApiClient;
}
