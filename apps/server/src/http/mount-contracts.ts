import type { Contract, DataOf, RequestOf } from "@taxlearn/api";
import { beijingDay } from "@taxlearn/core";
import { ParseResult, Schema } from "effect";
import type { Context, Hono } from "hono";
import { SERVER_MESSAGES } from "../messages";
import type { RequestContext, ServerContext, Session, SignedInRequest } from "../server-context";
import { clientAddressOf } from "./client-address";
import { type CompleteJson, sendCompleteJson } from "./complete-answer";
import { ConcurrencyLimit, databasePlacesOf, type EndpointLimit, limitOf } from "./endpoint-limits";
import { envelopeJson, envelopeJsonWithData } from "./envelope";
import { firstTooDeepJsonField } from "./nesting-depth";
import type { Outcome } from "./outcome";
import { collectRequestInput, type RequestInputProblem } from "./request-input";
import { observeRequest } from "./request-observer";
import type { CachedBody } from "./response-cache";
import { answerSecurityHeaders } from "./security-headers";
import { stableJson } from "./stable-json";
import { firstUnstorableField } from "./storable-text";

/** The request a contract's handler receives: a contract with `auth: "required"` is only answered with a session. */
export type RequestContextOf<C extends Contract> = C["auth"] extends "required" ? SignedInRequest : RequestContext;

/** A contract the router answers only with a session (a 401 otherwise). */
export type SignedInContract = Contract & { readonly auth: "required" };

/**
 * `Handler<C>` of a signed-in contract, spelt out for code generic over such contracts (TypeScript leaves
 * `Handler<C>` undecided while C is a type parameter).
 */
export type SignedInHandler<C extends SignedInContract> = (
  input: RequestOf<C>,
  request: SignedInRequest,
) => Promise<Outcome<DataOf<C>>>;

export type Handler<C extends Contract> = (
  input: RequestOf<C>,
  request: RequestContextOf<C>,
) => Promise<Outcome<DataOf<C>>>;

/** A handler for some of the contracts of a record of contracts. */
export type HandlersFor<T extends Record<string, Contract>> = {
  -readonly [K in keyof T]?: Handler<T[K]>;
};

/** Options of one mount; `Name` is the names of its contracts, so a misspelt name in them fails the build. */
export interface MountOptions<Name extends string = string> {
  /**
   * Names of public contracts whose successful responses go through the response cache: a GET is keyed by its URL,
   * a POST query (search) by its decoded request.
   */
  readonly cached: ReadonlySet<Name>;
  readonly resolveSession: (token: string) => Promise<Session | null>;
  /** Overrides of the per-endpoint limits (`ENDPOINT_LIMITS`), by contract name. */
  readonly limits?: Readonly<Partial<Record<Name, Partial<EndpointLimit>>>>;
  /** TRUST_PROXY: the client address is the last `X-Forwarded-For` entry (client-address.ts). */
  readonly trustProxy?: boolean;
}

/** `userId`: the session a contract request was answered for, for its log line (http/request-observer.ts). */
export type AppEnv = { Variables: { requestId: string; userId?: number } };

/** First decode problem → the envelope message naming the field. */
export const describeDecodeError = (error: ParseResult.ParseError): string => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error);
  const missing = issues.find((i) => i._tag === "Missing");
  const first = missing ?? issues[0];
  const field = first && first.path.length > 0 ? first.path.map(String).join(".") : "body";
  return missing ? SERVER_MESSAGES.missingField(field) : SERVER_MESSAGES.invalidField(field);
};

const INPUT_PROBLEM_MESSAGES: Record<RequestInputProblem, string> = {
  "invalid-json": SERVER_MESSAGES.invalidJson,
  "invalid-form": SERVER_MESSAGES.invalidForm,
  "unsupported-charset": SERVER_MESSAGES.unsupportedCharset,
  "too-deep": SERVER_MESSAGES.bodyTooDeep,
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

/** What a contract answer is sent with besides its body (complete-answer.ts). */
type AnswerParts = Omit<CompleteJson, "body" | "gzip" | "security">;

/**
 * A cached body, gzip-compressed when the client accepts it (fewer bytes per hit is most of the cost) and the body is
 * large enough to gain from it: under `COMPRESS_MIN_BYTES` it goes as it is (an empty search page compressed is no
 * smaller, and compressing it cost as much as finding it).
 */
const sendCached = (c: Context, trustProxy: boolean, body: CachedBody, parts: AnswerParts = {}): Response =>
  sendCompleteJson(c, {
    ...parts,
    body: body.identity,
    gzip: () => body.gzip(),
    security: answerSecurityHeaders(c, trustProxy),
  });

/** An answer not cached. */
const sendAnswer = (c: Context, trustProxy: boolean, body: string, parts: AnswerParts = {}): Response =>
  sendCompleteJson(c, { ...parts, body, security: answerSecurityHeaders(c, trustProxy) });

/** 503 with Retry-After: the endpoint is at its limit, or its handler ran out of time. */
const sendBusy = (c: Context, trustProxy: boolean, limit: EndpointLimit): Response =>
  sendAnswer(c, trustProxy, envelopeJson(503, SERVER_MESSAGES.serverBusy, null), {
    httpStatus: 503,
    headers: { "retry-after": String(limit.retryAfterSeconds) },
  });

const TIMED_OUT = Symbol("timed out");

/** The work's result, or TIMED_OUT once `ms` have passed (the work itself goes on). */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registers one Hono route per contract that has a handler; the route table comes from the contracts. A contract
 * without a handler stays unmounted (src/http/contract-status.test.ts fails then).
 */
export function mountContracts<T extends Record<string, Contract>>(
  app: Hono<AppEnv>,
  contracts: T,
  handlers: HandlersFor<T>,
  server: ServerContext,
  options: MountOptions<keyof T & string>,
): void {
  for (const name of Object.keys(contracts) as (keyof T & string)[]) {
    const contract = contracts[name]!;
    const handler = handlers[name] as Handler<Contract> | undefined;
    if (!handler) continue;
    const decode = Schema.decodeUnknownEither(contract.request);
    const encode = Schema.encodeEither(contract.data);
    const encodeData = (data: unknown): unknown => {
      const encoded = encode(data);
      if (encoded._tag === "Left") {
        throw new Error(`response of ${name} does not match its contract: ${encoded.left.message}`);
      }
      return encoded.right;
    };
    const cacheable = options.cached.has(name);
    const keyedByUrl = contract.method === "GET";
    // cache hits are answered before the gate: they cost no query and must stay fast under load
    const gate = new ConcurrencyLimit(limitOf(name, options.limits), databasePlacesOf(server));
    const trustProxy = options.trustProxy ?? false;

    const route = async (c: Context<AppEnv>) => {
      const orgId = readOrgHeader(c);
      let cacheKey: string | null = null;
      let generation = 0;
      let early: { session: Session | null } | undefined;
      // a POST query decoded for its cache key is not decoded again on a miss
      let decodedForKey: ReturnType<typeof decode> | undefined;
      // a logged-in request is answered for its session's organisation (org-only content, decision 070): the key
      // names it, so one organisation's answer never reaches another organisation or a personal learner; and the
      // Beijing day, since "valid today" and what is published change with it
      const keyOf = async (request: string): Promise<string> => {
        const token = contract.auth === "none" ? null : readToken(c);
        if (token && !early) early = { session: await options.resolveSession(token) };
        return `${request}|${orgId ?? ""}|${early?.session?.orgId ?? ""}|${beijingDay(server.clock())}`;
      };
      if (cacheable && keyedByUrl) {
        const url = c.req.url;
        cacheKey = await keyOf(url.slice(url.indexOf("/", 8)));
        const hit = server.cache.get(cacheKey);
        if (hit !== undefined) return sendCached(c, trustProxy, hit);
        generation = server.cache.generation;
      }

      // the body is read before a slot is taken, so a slow upload never holds one
      const input = await collectRequestInput(c);
      if (cacheable && !keyedByUrl && input.ok) {
        // the decoded request, so spellings of one query (defaults left out, fields reordered) share an entry
        const decoded = decode(input.value, { onExcessProperty: "ignore" });
        decodedForKey = decoded;
        if (decoded._tag === "Right") {
          cacheKey = await keyOf(`${c.req.path}?${stableJson(decoded.right)}`);
          const hit = server.cache.get(cacheKey);
          if (hit !== undefined) return sendCached(c, trustProxy, hit);
          generation = server.cache.generation;
        }
      }
      const permit = await gate.acquire();
      if (!permit) return sendBusy(c, trustProxy, gate.limit);
      // one that waited for its slot may find its answer cached meanwhile by an earlier request of the same query (a
      // burst of one search): it answers from the cache and hands the slot on instead of running the query again
      if (cacheKey !== null) {
        const hit = server.cache.get(cacheKey);
        if (hit !== undefined) {
          permit.release();
          return sendCached(c, trustProxy, hit);
        }
      }
      const work = answer(c, input, orgId, cacheKey, generation, early, decodedForKey).finally(permit.release);
      const result = await withDeadline(work, gate.limit.timeoutMs);
      if (result !== TIMED_OUT) return result;
      server.log.error("request timed out", { requestId: c.get("requestId"), path: c.req.path, contract: name });
      // the answer has gone out; a failure of the abandoned work is logged, not thrown into nothing
      work.catch((error: unknown) =>
        server.log.error("timed-out request failed", {
          requestId: c.get("requestId"),
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
      );
      return sendBusy(c, trustProxy, gate.limit);
    };

    const answer = async (
      c: Context<AppEnv>,
      input: Awaited<ReturnType<typeof collectRequestInput>>,
      orgId: number | null,
      cacheKey: string | null,
      generation: number,
      early?: { session: Session | null },
      decodedForKey?: ReturnType<typeof decode>,
    ): Promise<Response> => {
      let session: Session | null = early?.session ?? null;
      if (contract.auth !== "none") {
        const token = readToken(c);
        if (!early) session = token ? await options.resolveSession(token) : null;
        if (session) c.set("userId", session.userId);
        if (contract.auth === "required" && !session) {
          const msg = token ? SERVER_MESSAGES.tokenInvalid : SERVER_MESSAGES.notLoggedIn;
          return sendAnswer(c, trustProxy, envelopeJson(401, msg, null));
        }
      }

      if (!input.ok) return sendAnswer(c, trustProxy, envelopeJson(400, INPUT_PROBLEM_MESSAGES[input.reason], null));
      const unstorable = firstUnstorableField(input.value) ?? firstTooDeepJsonField(input.value);
      if (unstorable !== null)
        return sendAnswer(c, trustProxy, envelopeJson(400, SERVER_MESSAGES.invalidField(unstorable), null));
      const decoded = decodedForKey ?? decode(input.value, { onExcessProperty: "ignore" });
      if (decoded._tag === "Left") {
        return sendAnswer(c, trustProxy, envelopeJson(400, describeDecodeError(decoded.left), null));
      }

      const outcome = await handler(decoded.right, {
        requestId: c.get("requestId"),
        session,
        orgId,
        clientAddress: clientAddressOf(c, options.trustProxy ?? false),
        // never the request's Host: a link built from it would point at whatever site the sender named
        origin: server.publicOrigin,
        cookie: c.req.header("cookie") ?? "",
        accessToken: c.req.header("accesstoken")?.trim() || null,
      });
      const cookies = outcome.cookies ?? [];
      if (!outcome.ok) {
        return sendAnswer(c, trustProxy, envelopeJson(outcome.status, outcome.msg, null, outcome.reason), {
          cookies,
          ...(outcome.retryAfterSeconds !== undefined
            ? { headers: { "retry-after": String(outcome.retryAfterSeconds) } }
            : {}),
        });
      }
      const body =
        outcome.dataJson !== undefined
          ? envelopeJsonWithData(200, outcome.msg ?? SERVER_MESSAGES.ok, outcome.dataJson)
          : envelopeJson(200, outcome.msg ?? SERVER_MESSAGES.ok, encodeData(outcome.data));
      if (cacheKey === null || outcome.personal) return sendAnswer(c, trustProxy, body, { cookies });
      return sendCached(c, trustProxy, server.cache.set(cacheKey, Buffer.from(body, "utf8"), generation), { cookies });
    };

    mountRoute(app, contract, observeRequest(name, route, server.log));
  }
}

const mountRoute = (
  app: Hono<AppEnv>,
  contract: Contract,
  route: (c: Context<AppEnv>) => Promise<Response> | Response,
) => {
  if (contract.method === "GET") app.get(contract.path, route);
  else if (contract.method === "POST") app.post(contract.path, route);
  else app.delete(contract.path, route);
};
