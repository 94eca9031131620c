import { CONTRACTS, type Contract } from "@taxlearn/api";
import { ADMIN_CONTRACTS } from "@taxlearn/api/admin";
import { FastCheck as fc, Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHandlers } from "../app";
import { issueLogin } from "../auth/sessions";
import { consoleHandlers } from "../console";
import { users } from "../db/schema";
import { hashPassword } from "../features/accounts/passwords";
import { LEAKED_INTERNALS, SANDBOX_PAGES } from "./contract-fuzz-pages";
import {
  type BuiltRequest,
  buildRequest,
  DEEP_JSON,
  HOSTILE_JSON,
  HOSTILE_TEXTS,
  hostileRequest,
  PADDED_IDS,
  pathParamNames,
  wellFormedFields,
} from "./hostile-requests";
import { call, DEMO, startTestServer, type TestServer } from "./test-server";

/*
 * Contract fuzzing: every contract the server answers, the learner's and the console's, gets requests generated from
 * its request schema and bent into hostile shapes (./hostile-requests); so do the sandbox providers' pages
 * (./contract-fuzz-pages). Whatever arrives, the server must answer without an internal error: a refusal
 * carries a Chinese message, a success carries data that decodes with the contract's data schema, and it stays
 * healthy afterwards. Seeded, so a failure replays; FUZZ_RUNS raises the generated requests per contract.
 */
const SEED = 20_261_124;
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const HAN = /[\u4e00-\u9fff]/;
/** The envelope statuses of a refusal (README: conventions); 503 is an endpoint at its concurrency limit. */
const FAILURE_STATUSES = new Set([400, 401, 403, 404, 409, 410, 428, 429, 449, 501, 503]);

let t: TestServer;
let learnerToken: string;
let adminToken: string;
let learner: { id: number; username: string };
let requests = 0;
const violations: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
  const login = await call<{ token: string; uid: number; username: string }>(t.app, "POST", "/api/app/login", {
    form: { account: DEMO.plain, password: DEMO.password },
  });
  learnerToken = login.body.data.token;
  learner = { id: login.body.data.uid, username: login.body.data.username };
  const admin = await call<{ token: string }>(t.app, "POST", "/api/app/login", {
    form: { account: "13800000010", password: DEMO.password },
  });
  adminToken = admin.body.data.token;
}, 120_000);
afterAll(async () => {
  console.log(
    `contract fuzz: ${requests} requests over ${answered().length} contracts (seed ${SEED}, ${RUNS} runs each)`,
  );
  await t?.close();
});

/** The learner's contracts and the console's (ADMIN_CONTRACTS, called with an admin's token) that have a handler. */
const answered = (): Contract[] => {
  const handlers = { ...buildHandlers(t.server), ...consoleHandlers(t.server) } as Record<string, unknown>;
  return [...Object.values(CONTRACTS), ...Object.values(ADMIN_CONTRACTS)].filter((c) => c.name in handlers);
};
const isConsole = (contract: Contract) => contract.path.startsWith("/api/admin/");

/** The values every field of every contract gets once: int4 and float edges, other types, text that cannot be stored. */
const BOUNDARY_VALUES = [
  ...HOSTILE_TEXTS.filter((v) =>
    [
      "2147483648",
      "-2147483649",
      "99999999999",
      "1e309",
      "-0",
      "1.5",
      "",
      "a\u0000b",
      "\ud800",
      "%zz",
      "%FF%FE",
    ].includes(v.text ?? ""),
  ),
  ...HOSTILE_JSON.filter((v) =>
    ["1e309", "-0", "null", "[]", "{}", '"\\ud800"', '"\\u0000"', DEEP_JSON].includes(v.json),
  ),
  // JSON text nested 20 000 levels deep in a form field, and an id padded with a space
  ...HOSTILE_TEXTS.filter((v) => v.text === DEEP_JSON || v.text === "7 "),
];

/** What is wrong with the answer to one request, or null when it follows the conventions. */
async function violationOf(contract: Contract, built: BuiltRequest): Promise<string | null> {
  requests += 1;
  const logged = t.errors.length;
  const response = await t.app.request(built.path, built.init, peer(requests));
  const raw = await response.text();
  // an endpoint at its limit answers 503 with Retry-After (not an error); any other 5xx is one
  const busy = response.status === 503 && response.headers.has("retry-after");
  if (response.status >= 500 && !busy) return `HTTP ${response.status} (${causeOf(t.errors.slice(logged))})`;
  let body: { status?: unknown; success?: unknown; msg?: unknown; data?: unknown };
  try {
    body = JSON.parse(raw);
  } catch {
    return `HTTP ${response.status} with a body that is not JSON: ${raw.slice(0, 120)}`;
  }
  if (typeof body.msg !== "string" || typeof body.status !== "number" || typeof body.success !== "boolean") {
    return `not an envelope: ${raw.slice(0, 200)}`;
  }
  if (LEAKED_INTERNALS.test(raw) && (response.status !== 200 || body.status !== 200)) {
    return `an answer carrying SQL or a stack: ${raw.slice(0, 200)}`;
  }
  if (response.status !== 200) {
    if (response.status < 400) return `HTTP ${response.status}`;
    return HAN.test(body.msg) ? null : `HTTP ${response.status} without a Chinese msg: ${body.msg}`;
  }
  if (body.status !== 200) {
    if (!FAILURE_STATUSES.has(body.status)) return `envelope status ${body.status}`;
    if (body.success !== false) return `envelope status ${body.status} with success ${body.success}`;
    return HAN.test(body.msg) ? null : `envelope ${body.status} without a Chinese msg: ${body.msg}`;
  }
  if (body.success !== true) return "envelope status 200 with success false";
  const decoded = Schema.decodeUnknownEither(contract.data as Schema.Schema<unknown, unknown>)(body.data);
  return decoded._tag === "Right" ? null : `data does not match the contract: ${decoded.left.message.slice(0, 300)}`;
}

/** The first line of the error the server logged for an internal error: what a reader needs to find the bug. */
const causeOf = (logged: string[]): string => {
  const match = /"error":"([^"\\]*)/.exec(logged[0] ?? "");
  return match?.[1]?.slice(0, 160) ?? "nothing logged";
};

/**
 * The connection's peer as @hono/node-server passes it: a different address per request, so the per-address limits
 * (login failures, site feedback) do not turn the rest of the run into refusals.
 */
const peer = (n: number) => ({
  incoming: { socket: { remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } },
});

/**
 * logout revokes the token it is sent with: each of its calls gets a fresh session of the learner. The console's
 * calls go with an admin's token, so they reach their handlers rather than stopping at 403.
 */
const tokenFor = async (contract: Contract) =>
  isConsole(contract)
    ? adminToken
    : contract.name === "logout"
      ? (await issueLogin(t.server, learner, null)).token
      : learnerToken;

describe("contract fuzzing", () => {
  it("answers generated hostile requests to every handled contract without an internal error", async () => {
    for (const contract of answered()) {
      await fc
        .assert(
          fc.asyncProperty(hostileRequest(contract), async (request) => {
            const built = buildRequest(contract, request, await tokenFor(contract));
            const violation = await violationOf(contract, built);
            if (violation !== null) throw new Error(`${contract.name}: ${violation}\n  ${built.description}`);
          }),
          { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false },
        )
        .catch((error: Error) => violations.push(error.message.split("\n").slice(0, 6).join("\n")));
    }
    expect(violations, violations.join("\n\n")).toEqual([]);
  }, 240_000);

  it("answers every boundary value in every field of every handled contract without an internal error", async () => {
    const found: string[] = [];
    for (const contract of answered()) {
      if (contract.name === "logout") continue; // no fields; covered above with a fresh token per call
      const [base] = fc.sample(wellFormedFields(contract), { seed: SEED, numRuns: 1 });
      const fieldNames = [...new Set([...(base ?? []).map(([k]) => k), ...pathParamNames(contract.path)])];
      for (const field of fieldNames) {
        for (const [index, value] of BOUNDARY_VALUES.entries()) {
          // a body call alternates form and JSON (JSON-only values always travel as JSON)
          const transport =
            contract.method === "GET" ? "query" : value.text === null || index % 2 === 1 ? "json" : "form";
          if (value.text === null && transport === "query") continue;
          const fields = [...(base ?? []).filter(([k]) => k !== field), [field, value] as const];
          const built = buildRequest(
            contract,
            { fields, transport, auth: "learner", requestId: null, orgHeader: null },
            await tokenFor(contract),
          );
          const violation = await violationOf(contract, built);
          if (violation !== null) found.push(`${contract.name}.${field}: ${violation}\n  ${built.description}`);
        }
      }
    }
    expect(found, `${found.length} boundary requests broke a convention:\n${found.slice(0, 40).join("\n")}`).toEqual(
      [],
    );
  }, 240_000);

  it("refuses an integer field or path parameter padded around its digits (7%20, +7, 7e0) with a 400 naming it", async () => {
    const found: string[] = [];
    for (const contract of answered()) {
      if (contract.name === "logout") continue;
      const decode = Schema.decodeUnknownEither(contract.request as Schema.Schema<unknown, unknown>);
      const [base] = fc.sample(wellFormedFields(contract), { seed: SEED, numRuns: 1 });
      const fieldNames = [...new Set([...(base ?? []).map(([k]) => k), ...pathParamNames(contract.path)])];
      for (const field of fieldNames) {
        const withValue = (value: string) => [
          ...(base ?? []).filter(([k]) => k !== field),
          [field, { text: value, json: JSON.stringify(value) }] as const,
        ];
        // an integer field: its plain digits decode to that number, and a fraction does not decode (seconds and
        // positions take fractions and are read as numbers, not ids)
        const decoded = (value: string) => decode(Object.fromEntries(withValue(value).map(([k, v]) => [k, v.text])));
        const plain = decoded("7");
        if (plain._tag !== "Right" || (plain.right as Record<string, unknown>)[field] !== 7) continue;
        if (decoded("7.5")._tag === "Right") continue;
        for (const padded of PADDED_IDS) {
          const transport = contract.method === "GET" ? "query" : "form";
          const built = buildRequest(
            contract,
            { fields: withValue(padded), transport, auth: "learner", requestId: null, orgHeader: null },
            await tokenFor(contract),
          );
          requests += 1;
          const response = await t.app.request(built.path, built.init, peer(requests));
          const body = (await response.json()) as { status: number; msg: string };
          if (body.status !== 400 || body.msg !== `参数格式不正确：${field}`) {
            found.push(`${contract.name}.${field} = ${JSON.stringify(padded)}: ${body.status} ${body.msg}`);
          }
        }
      }
    }
    expect(found, `${found.length} padded integers were not refused:\n${found.slice(0, 40).join("\n")}`).toEqual([]);
  }, 240_000);

  it("answers hostile requests to the sandbox providers' pages without an internal error or a leak", async () => {
    const found: string[] = [];
    for (const route of SANDBOX_PAGES) {
      await fc
        .assert(
          fc.asyncProperty(hostileRequest(route), async (request) => {
            const built = buildRequest(route, request, learnerToken);
            requests += 1;
            const logged = t.errors.length;
            const response = await t.app.request(built.path, built.init, peer(requests));
            const raw = await response.text();
            if (response.status >= 500) {
              throw new Error(
                `${route.name}: HTTP ${response.status} (${causeOf(t.errors.slice(logged))})\n  ${built.description}`,
              );
            }
            if (LEAKED_INTERNALS.test(raw))
              throw new Error(`${route.name}: a leak: ${raw.slice(0, 200)}\n  ${built.description}`);
            // a page explains itself in Chinese; the providers' JSON APIs answer in their own protocol's terms
            const html = response.headers.get("content-type")?.startsWith("text/html") ?? false;
            if (response.status >= 400 && html && !HAN.test(raw)) {
              throw new Error(`${route.name}: HTTP ${response.status} without Chinese\n  ${built.description}`);
            }
          }),
          { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false },
        )
        .catch((error: Error) => found.push(error.message.split("\n").slice(0, 6).join("\n")));
    }
    expect(found, found.join("\n\n")).toEqual([]);
  }, 240_000);

  it("stays healthy afterwards: /healthz, a catalogue read, a login and no logged internal error", async () => {
    const health = await t.app.request("/healthz");
    expect(health.status).toBe(200);
    const list = await t.app.request("/api/onlineProducts?page=1&pageSize=10");
    expect(((await list.json()) as { status: number }).status).toBe(200);
    // an account made now (the console's calls may have reset or disabled the seeded ones), from an address the run
    // never used (the fuzzed logins may have used up their addresses' budgets)
    const account = "13912345678";
    await t.server.db.insert(users).values({
      mobile: account,
      username: "体检学员",
      passwordHash: await hashPassword(DEMO.password),
      createdAt: t.now(),
    });
    const login = await t.app.request(
      "/api/app/login",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ account, password: DEMO.password }).toString(),
      },
      { incoming: { socket: { remoteAddress: "198.51.100.7" } } },
    );
    expect(((await login.json()) as { status: number }).status).toBe(200);
    expect(t.errors.slice(0, 5)).toEqual([]);
  });
});
