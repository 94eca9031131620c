import type { Contract, DataOf, RequestOf } from "@taxlearn/api";
import { ParseResult, Schema } from "effect";
import type { Context, Hono } from "hono";
import { SERVER_MESSAGES } from "../messages";
import type { RequestContext, ServerContext, Session } from "../server-context";
import { envelopeJson, sendJsonText } from "./envelope";
import type { Outcome } from "./outcome";
import { collectRequestInput } from "./request-input";
import type { CachedBody } from "./response-cache";
import { firstUnstorableField } from "./storable-text";

export type Handler<C extends Contract> = (input: RequestOf<C>, request: RequestContext) => Promise<Outcome<DataOf<C>>>;

/** A handler for some of the contracts of a record of contracts. */
export type HandlersFor<T extends Record<string, Contract>> = { -readonly [K in keyof T]?: Handler<T[K]> };

export interface MountOptions {
  /** Names of public GET contracts whose successful responses go through the response cache. */
  readonly cached: ReadonlySet<string>;
  readonly resolveSession: (token: string) => Promise<Session | null>;
}

export type AppEnv = { Variables: { requestId: string } };

/** First decode problem → the envelope message naming the field. */
export const describeDecodeError = (error: ParseResult.ParseError): string => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error);
  const missing = issues.find((i) => i._tag === "Missing");
  const first = missing ?? issues[0];
  const field = first && first.path.length > 0 ? first.path.map(String).join(".") : "body";
  return missing ? SERVER_MESSAGES.missingField(field) : SERVER_MESSAGES.invalidField(field);
};

export const readToken = (c: Context): string | null => {
  const authorization = c.req.header("authorization");
  if (authorization?.startsWith("Bearer ")) {
    const token = authorization.slice(7).trim();
    if (token !== "") return token;
  }
  const header = c.req.header("accesstoken");
  return header && header.trim() !== "" ? header.trim() : null;
};

const readOrgHeader = (c: Context): number | null => {
  const raw = c.req.header("orgId");
  if (raw === undefined || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
};

/** The connection's peer address; @hono/node-server passes the Node request as `env.incoming`. */
const readClientAddress = (c: Context): string | null => {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
};

/** A cached body, gzip-compressed when the client accepts it (fewer bytes per hit is most of the cost). */
const sendCached = (c: Context, body: CachedBody): Response => {
  c.header("vary", "accept-encoding");
  if (/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
    c.header("content-encoding", "gzip");
    return sendJsonText(c, body.gzip());
  }
  return sendJsonText(c, body.identity);
};

/** Registers one Hono route per contract that has a handler; the route table comes from the contracts. */
export function mountContracts<T extends Record<string, Contract>>(
  app: Hono<AppEnv>,
  contracts: T,
  handlers: HandlersFor<T>,
  server: ServerContext,
  options: MountOptions,
): void {
  for (const name of Object.keys(contracts) as (keyof T & string)[]) {
    const contract = contracts[name]!;
    const handler = handlers[name] as Handler<Contract> | undefined;
    if (!handler) continue;
    const decode = Schema.decodeUnknownEither(contract.request);
    const encode = Schema.encodeEither(contract.data);
    const cacheable = options.cached.has(name) && contract.method === "GET";

    const route = async (c: Context<AppEnv>) => {
      const orgId = readOrgHeader(c);
      let cacheKey: string | null = null;
      let generation = 0;
      if (cacheable) {
        const url = c.req.url;
        cacheKey = `${url.slice(url.indexOf("/", 8))}|${orgId ?? ""}`;
        const hit = server.cache.get(cacheKey);
        if (hit !== undefined) return sendCached(c, hit);
        generation = server.cache.generation;
      }

      let session: Session | null = null;
      if (contract.auth !== "none") {
        const token = readToken(c);
        session = token ? await options.resolveSession(token) : null;
        if (contract.auth === "required" && !session) {
          const msg = token ? SERVER_MESSAGES.tokenInvalid : SERVER_MESSAGES.notLoggedIn;
          return sendJsonText(c, envelopeJson(401, msg, null));
        }
      }

      const input = await collectRequestInput(c);
      if (!input.ok) return sendJsonText(c, envelopeJson(400, SERVER_MESSAGES.invalidJson, null));
      const unstorable = firstUnstorableField(input.value);
      if (unstorable !== null)
        return sendJsonText(c, envelopeJson(400, SERVER_MESSAGES.invalidField(unstorable), null));
      const decoded = decode(input.value, { onExcessProperty: "ignore" });
      if (decoded._tag === "Left") {
        return sendJsonText(c, envelopeJson(400, describeDecodeError(decoded.left), null));
      }

      const outcome = await handler(decoded.right, {
        requestId: c.get("requestId"),
        session,
        orgId,
        clientAddress: readClientAddress(c),
      });
      if (!outcome.ok) {
        if (outcome.retryAfterSeconds !== undefined) c.header("retry-after", String(outcome.retryAfterSeconds));
        return sendJsonText(c, envelopeJson(outcome.status, outcome.msg, null));
      }
      const encoded = encode(outcome.data);
      if (encoded._tag === "Left") {
        throw new Error(`response of ${name} does not match its contract: ${encoded.left.message}`);
      }
      const body = envelopeJson(200, outcome.msg ?? SERVER_MESSAGES.ok, encoded.right);
      if (cacheKey === null) return sendJsonText(c, body);
      return sendCached(c, server.cache.set(cacheKey, Buffer.from(body, "utf8"), generation));
    };

    if (contract.method === "GET") app.get(contract.path, route);
    else if (contract.method === "POST") app.post(contract.path, route);
    else app.delete(contract.path, route);
  }
}
