import type { Schema } from "effect";

export type HttpMethod = "GET" | "POST" | "DELETE";

/** "required": needs a token; "optional": uses the token's user when present; "none": never reads one. */
export type ContractAuth = "none" | "optional" | "required";

/**
 * One call of spec §7: where it lives, what it takes and what its envelope's `data` holds.
 * The request schema covers path parameters, query and body fields together (unknown fields are ignored);
 * its encoded side is what travels (strings in a form body), its type side is what a handler receives.
 */
export interface Contract<
  Name extends string = string,
  Req extends Schema.Schema.AnyNoContext = Schema.Schema.AnyNoContext,
  Data extends Schema.Schema.AnyNoContext = Schema.Schema.AnyNoContext,
  Auth extends ContractAuth = ContractAuth,
> {
  readonly name: Name;
  readonly method: HttpMethod;
  /** Hono-style path, parameters as `:name`. */
  readonly path: string;
  readonly request: Req;
  readonly data: Data;
  /**
   * "required": needs a token; "optional": uses the token's user when present. Kept as a literal type, so the
   * server's handler for a "required" contract receives a request whose session is never null.
   */
  readonly auth: Auth;
  /** Sends the organisation header (`orgId`) when the session has an organisation. */
  readonly orgHeader: boolean;
  readonly summary: string;
}

export const defineContract = <
  const Name extends string,
  Req extends Schema.Schema.AnyNoContext,
  Data extends Schema.Schema.AnyNoContext,
  const Auth extends ContractAuth = "none",
>(contract: {
  name: Name;
  method: HttpMethod;
  path: string;
  request: Req;
  data: Data;
  auth?: Auth;
  orgHeader?: boolean;
  summary: string;
}): Contract<Name, Req, Data, Auth> => ({
  auth: "none" as Auth,
  orgHeader: false,
  ...contract,
});

export type RequestOf<C extends Contract> = Schema.Schema.Type<C["request"]>;
export type RequestInputOf<C extends Contract> = Schema.Schema.Encoded<C["request"]>;
export type DataOf<C extends Contract> = Schema.Schema.Type<C["data"]>;

/** Path parameter names of a contract path, in order. */
export const pathParams = (path: string): string[] =>
  path
    .split("/")
    .filter((s) => s.startsWith(":"))
    .map((s) => s.slice(1));

/** Fills `:name` segments from the input; values are URI-encoded. */
export const fillPath = (path: string, input: Record<string, unknown>): string =>
  path
    .split("/")
    .map((s) => (s.startsWith(":") ? encodeURIComponent(String(input[s.slice(1)] ?? "")) : s))
    .join("/");
