/**
 * `pnpm --filter @taxlearn/server soak`: a long run of a realistic request mix against one server, watching for errors
 * and memory growth. Not part of `pnpm test`.
 *
 * - Starts `src/main.ts` as its own process on 127.0.0.1 (PGlite in a temporary DATA_DIR, or PostgreSQL when
 *   DATABASE_URL is set), or targets a running server given as SOAK_URL (its RSS is sampled when SOAK_PID is given).
 * - SOAK_MINUTES (default 10) at SOAK_CONNECTIONS (default 64) connections with autocannon; every connection loops
 *   through one visit of 15 requests: 9 browsing calls (course lists and details, policy lists and details), a
 *   search, the live list and the lecture list as a learner, a progress write, a resume-position write, and the
 *   category list — a password login instead one time in twenty.
 * - Every answer must be HTTP 2xx with envelope status 200; the server's RSS is sampled every 5 s.
 * - Prints requests, errors (by call), p50/p99 latency and the RSS medians of the first and last third after the
 *   warm-up (the first minute, or a fifth of a shorter run); exits non-zero on any error or when that grew over 10%.
 * - A server it starts is started twice: the first start seeds the database, the soak runs against the second.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { httpCall, type SpawnedServer, spawnServer } from "../src/testing/spawned-server";

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 64);
const durationS = Math.round(minutes * 60);
const warmupS = Math.min(60, Math.round(durationS / 5));
const SAMPLE_MS = 5000;
const MAX_GROWTH = 0.1;
const LEARNERS = [
  { account: "13800000001", password: "Learner#2026" },
  { account: "13800000002", password: "Learner#2026" },
];
const KEYWORDS = ["出口退税", "增值税", "个人所得税", "发票", "企业所得税", "研发费用加计扣除", "小规模纳税人"];

// autocannon has no type declarations: the part of its API used here
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

// --- the server ---
let spawned: SpawnedServer | null = null;
let dataDir: string | null = null;
let base = process.env.SOAK_URL;
let pid = process.env.SOAK_PID ? Number(process.env.SOAK_PID) : null;
if (!base) {
  dataDir = mkdtempSync(join(tmpdir(), "taxlearn-soak-"));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  // the first start seeds the database (PGlite's memory peaks while it does); soak a restarted server, as in service
  await (await spawnServer(env)).stop();
  spawned = await spawnServer(env);
  base = spawned.url;
  pid = spawned.pid;
}
const cleanup = async () => {
  await spawned?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
};

/** Resident set size of the server process in MB (Linux /proc, else ps). */
const rssMb = (): number | null => {
  if (pid === null) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    try {
      return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
    } catch {
      return null;
    }
  }
};

// --- what to ask for: real ids from the server ---
const tokens: string[] = [];
for (const learner of LEARNERS) {
  const login = await httpCall<{ token: string }>(base, "POST", "/api/app/login", { form: learner });
  if (login.status !== 200) throw new Error(`login ${learner.account}: ${login.msg}`);
  tokens.push(login.data.token);
}
const courses = await httpCall<{ list: { id: number }[] }>(base, "GET", "/api/onlineProducts?pageSize=100");
const articles = await httpCall<{ list: { id: number }[] }>(base, "GET", "/api/onlineNewsList?pageSize=100");
const lectures = await httpCall<{ lectures: { fileId: number }[] }>(base, "GET", "/api/onlineProduct/lectures/1005", {
  token: tokens[0],
});
const courseIds = courses.data.list.map((c) => c.id);
const articleIds = articles.data.list.map((a) => a.id);
const fileIds = lectures.data.lectures.map((l) => l.fileId);
if (courseIds.length === 0 || articleIds.length === 0 || fileIds.length === 0)
  throw new Error("the server has no content");

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };

// --- errors, by call ---
const errors = new Map<string, { count: number; example: string }>();
const check = (label: string) => (status: number, body: string) => {
  let ok = status >= 200 && status < 300;
  if (ok) {
    try {
      ok = (JSON.parse(body) as { status?: number }).status === 200;
    } catch {
      ok = false;
    }
  }
  if (!ok) {
    const seen = errors.get(label) ?? { count: 0, example: `HTTP ${status} ${body.slice(0, 200)}` };
    seen.count += 1;
    errors.set(label, seen);
  }
};
const tokenOf = (context: Record<string, unknown>) => {
  context.token ??= pick(tokens);
  return context.token as string;
};
const authorised = (context: Record<string, unknown>) => ({ authorization: `Bearer ${tokenOf(context)}` });

const courseList: AutocannonRequest = {
  setupRequest: (r) => ({ ...r, method: "GET", path: `/api/onlineProducts?page=${1 + Math.floor(Math.random() * 5)}` }),
  onResponse: check("course list"),
};
const courseDetail: AutocannonRequest = {
  setupRequest: (r) => ({ ...r, method: "GET", path: `/api/onlineProduct/detail/${pick(courseIds)}` }),
  onResponse: check("course detail"),
};
const policyList: AutocannonRequest = {
  setupRequest: (r) => ({ ...r, method: "GET", path: `/api/onlineNewsList?page=${1 + Math.floor(Math.random() * 4)}` }),
  onResponse: check("policy list"),
};
const policyDetail: AutocannonRequest = {
  setupRequest: (r) => ({ ...r, method: "GET", path: `/api/onlineNews/detail/${pick(articleIds)}` }),
  onResponse: check("policy detail"),
};

// One visit: mostly browsing (public, cached), then the learner's own calls; 15 requests per loop.
const requests: AutocannonRequest[] = [
  courseList,
  courseDetail,
  courseDetail,
  policyList,
  policyDetail,
  courseList,
  courseDetail,
  policyDetail,
  courseList,
  {
    setupRequest: (r) => ({
      ...r,
      method: "POST",
      path: "/api/es/onlineProducts",
      headers: FORM,
      body: form({ keyword: pick(KEYWORDS), pageSize: "10" }),
    }),
    onResponse: check("search"),
  },
  {
    setupRequest: (r, context) => ({ ...r, method: "GET", path: "/api/live/list", headers: authorised(context) }),
    onResponse: check("live list (learner)"),
  },
  {
    setupRequest: (r, context) => ({
      ...r,
      method: "GET",
      path: "/api/onlineProduct/lectures/1005",
      headers: authorised(context),
    }),
    onResponse: check("lecture list (learner)"),
  },
  {
    setupRequest: (r, context) => ({
      ...r,
      method: "POST",
      path: "/api/writeStudyRecord",
      headers: { ...FORM, ...authorised(context) },
      body: form({ fileId: String(pick(fileIds)), position: (Math.random() * 600).toFixed(1) }),
    }),
    onResponse: check("progress write"),
  },
  {
    setupRequest: (r, context) => ({
      ...r,
      method: "POST",
      path: "/api/writeBreakpointRecord",
      headers: { ...FORM, ...authorised(context) },
      body: form({ fileId: String(pick(fileIds)), breakpoint: (Math.random() * 600).toFixed(1) }),
    }),
    onResponse: check("resume-position write"),
  },
  {
    // a password login one time in twenty visits (scrypt is the costliest call); otherwise the category list
    setupRequest: (r) =>
      Math.random() < 0.05
        ? { ...r, method: "POST", path: "/api/app/login", headers: FORM, body: form(pick(LEARNERS)) }
        : { ...r, method: "GET", path: "/api/onlineCategories", headers: {}, body: undefined },
    onResponse: check("login or categories"),
  },
];

// --- the run ---
const samples: { atS: number; mb: number }[] = [];
const started = Date.now();
const sampler = setInterval(() => {
  const mb = rssMb();
  if (mb !== null) samples.push({ atS: (Date.now() - started) / 1000, mb });
}, SAMPLE_MS);
const progress = setInterval(() => {
  const last = samples.at(-1);
  console.log(`… ${Math.round((Date.now() - started) / 1000)} s, server RSS ${last ? last.mb.toFixed(1) : "?"} MB`);
}, 60_000);

console.log(
  `soak: ${base}, ${minutes} min, ${connections} connections, warm-up ${warmupS} s, server RSS ${rssMb()?.toFixed(1) ?? "?"} MB`,
);
let result: AutocannonResult;
try {
  // a 30 s timeout: on a loaded machine a queue behind PGlite's one connection is slow, not broken; a timeout still
  // counts as an error
  result = await autocannon({ url: base, connections, duration: durationS, timeout: 30, requests });
} finally {
  clearInterval(sampler);
  clearInterval(progress);
}
const health = await fetch(`${base}/healthz`)
  .then((r) => r.status)
  .catch(() => 0);
await cleanup();

// --- the verdict ---
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
};
// medians of the first and the last third after the warm-up: single samples swing with garbage collection
const third = (durationS - warmupS) / 3;
const afterWarmup = median(samples.filter((s) => s.atS >= warmupS && s.atS < warmupS + third).map((s) => s.mb));
const atEnd = median(samples.filter((s) => s.atS >= durationS - third).map((s) => s.mb));
const growth = (atEnd - afterWarmup) / afterWarmup;
// autocannon's `errors` are the requests that got no answer, timeouts included
const errorCount = [...errors.values()].reduce((n, e) => n + e.count, 0) + result.errors;

console.log(`requests: ${result.requests.total} (${Math.round(result.requests.average)} req/s on average)`);
console.log(
  `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, mean ${result.latency.average} ms, max ${result.latency.max} ms`,
);
console.log(
  `errors: ${errorCount} (non-2xx ${result.non2xx}, no answer ${result.errors}, of which timeouts ${result.timeouts})`,
);
for (const [label, e] of errors) console.log(`  ${label}: ${e.count}, e.g. ${e.example}`);
if (Number.isNaN(growth)) {
  console.log("server RSS: not sampled (no process id)");
} else {
  const peak = Math.max(...samples.map((s) => s.mb));
  console.log(
    `server RSS (medians): ${afterWarmup.toFixed(1)} MB in the first third after warm-up, ${atEnd.toFixed(1)} MB in the last third ` +
      `(${(growth * 100).toFixed(1)}%, limit ${MAX_GROWTH * 100}%), peak ${peak.toFixed(1)} MB`,
  );
}
console.log(`/healthz after the run: ${health}`);
const failed = errorCount > 0 || growth > MAX_GROWTH || health !== 200;
console.log(failed ? "soak: FAILED" : "soak: passed");
process.exit(failed ? 1 : 0);
