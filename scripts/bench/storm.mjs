// /healthz while one kind of uncached call storms the server: the storm runs in its own process (storm-client.mjs),
// while this process asks /healthz every 100 ms on a fresh connection, as a load balancer's health check does, and
// times each answer. Probes are sent on a fixed schedule whatever the earlier ones are doing, so a stalled server
// shows in every probe that was waiting, not in one. A bystander (another learner's unread count, which the web app
// polls: a session lookup and a count, uncached) is timed the same way every 250 ms: what a storm costs the other
// users of the database.
import { execFile } from "node:child_process";
import { request } from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { startServer } from "./server-process.mjs";

const here = dirname(fileURLToPath(import.meta.url));

/** The goal: /healthz p95 during either storm. */
export const HEALTHZ_P95_GOAL_MS = 200;

const PROBE_EVERY_MS = 100;
const BYSTANDER_EVERY_MS = 250;

/** Milliseconds until the call answers 200 (Infinity for an error or another status). */
const probe = (url, headers = {}) =>
  new Promise((resolve) => {
    const started = performance.now();
    const req = request(url, { agent: false, timeout: 30_000, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200 ? performance.now() - started : Number.POSITIVE_INFINITY));
    });
    req.on("error", () => resolve(Number.POSITIVE_INFINITY));
    req.on("timeout", () => req.destroy());
    req.end();
  });

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** Sends `send()` every `everyMs` until `until`, without waiting for earlier answers; the sorted times. */
async function onSchedule(send, everyMs, until) {
  const sent = [];
  while (performance.now() < until) {
    sent.push(send());
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return (await Promise.all(sent)).sort((a, b) => a - b);
}

const summary = (times) => {
  const finite = times.filter(Number.isFinite);
  return {
    probes: times.length,
    p50Ms: Math.round(quantile(times, 0.5)),
    p95Ms: Math.round(quantile(times, 0.95)),
    maxMs: Math.round(finite.at(-1) ?? Number.POSITIVE_INFINITY),
    failedProbes: times.length - finite.length,
  };
};

/** A learner's token (password login of a seeded demo learner). */
export async function learnerToken(origin, account = "13800000001", password = "Learner#2026") {
  const response = await fetch(`${origin}/api/app/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ account, password }),
  });
  const envelope = await response.json();
  if (envelope.status !== 200) throw new Error(`login of ${account} failed: ${envelope.msg}`);
  return envelope.data.token;
}

/**
 * @param {string} origin
 * @param {"search" | "learner"} kind distinct-query searches, or one learner's own lists (favourites, study, purchases)
 * @typedef {{ probes: number, p50Ms: number, p95Ms: number, maxMs: number, failedProbes: number }} Probed
 * @returns {Promise<{ kind: string, healthz: Probed, bystander: Probed, requestsPerSecond: number,
 *   statuses: Record<string, number>, errors: number, timeouts: number }>}
 */
export async function stormHealthz(origin, kind, { seconds = 10, connections = 64 } = {}) {
  const token = kind === "learner" ? await learnerToken(origin) : "";
  const bystanderToken = await learnerToken(origin, "13800000002");
  const client = promisify(execFile)(
    process.execPath,
    [join(here, "storm-client.mjs"), origin, kind, String(connections), String(seconds), token],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  // the storm's first second is its ramp (connections opening); probes run from then until a second before its end
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const until = performance.now() + (seconds - 2) * 1000;
  const [healthz, bystander] = await Promise.all([
    onSchedule(() => probe(`${origin}/healthz`), PROBE_EVERY_MS, until),
    onSchedule(
      () => probe(`${origin}/api/getNotReadCount`, { authorization: `Bearer ${bystanderToken}` }),
      BYSTANDER_EVERY_MS,
      until,
    ),
  ]);
  const storm = JSON.parse((await client).stdout);
  return {
    kind,
    healthz: summary(healthz),
    bystander: summary(bystander),
    requestsPerSecond: Math.round(storm.requests.average),
    statuses: storm.statuses,
    errors: storm.errors,
    timeouts: storm.timeouts,
  };
}

/**
 * Distinct searches (none cached) under `connections` connections for `seconds`: the storm client's search storm,
 * reported as a load run (req/s, p50, p99, and what did not answer 200).
 */
export async function distinctSearchLoad(origin, { seconds, connections }) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(here, "storm-client.mjs"), origin, "search", String(connections), String(seconds), ""],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const storm = JSON.parse(stdout);
  const answered = storm.statuses[200] ?? 0;
  const all = Object.values(storm.statuses).reduce((sum, n) => sum + n, 0);
  return {
    // answers of 200 only: a 503 of a full gate is not a search served
    requestsPerSecond: answered / (storm.duration || seconds),
    p50Ms: storm.latency.p50,
    p99Ms: storm.latency.p99,
    failures: all - answered + storm.errors + storm.timeouts,
  };
}

const STORMS = [
  { kind: "search", name: "distinct search" },
  { kind: "learner", name: "learner lists" },
];

const pad = (text, width) => String(text).padEnd(width);

/**
 * Runs both storms against `origin` and prints /healthz and the bystander during each, and whether the goal is met.
 * Timings on a shared machine vary: the load average is printed beside them. Returns whether both met the goal.
 */
export async function printStorms(origin, { seconds, connections }) {
  console.log(
    `/healthz during a storm of uncached calls: ${connections} connections, ${seconds} s each, /healthz every ${PROBE_EVERY_MS} ms on a fresh connection (goal: p95 < ${HEALTHZ_P95_GOAL_MS} ms):`,
  );
  // the same probes with nothing else running: what the storms' p95 is a ratio to
  const quiet = summary(await onSchedule(() => probe(`${origin}/healthz`), PROBE_EVERY_MS, performance.now() + 3000));
  console.log(
    `${pad("storm", 17)}${pad("req/s", 7)}${pad("200/503", 11)}${pad("healthz p50", 13)}${pad("p95", 6)}${pad("max", 7)}${pad("×quiet p95", 12)}${pad("bystander p50", 15)}${pad("p95", 7)}goal`,
  );
  console.log(
    `${pad("(none, quiet)", 17)}${pad("–", 7)}${pad("–", 11)}${pad(quiet.p50Ms, 13)}${pad(quiet.p95Ms, 6)}${pad(quiet.maxMs, 7)}${pad("×1", 12)}${pad("–", 15)}${pad("–", 7)}`,
  );
  let met = true;
  for (const { kind, name } of STORMS) {
    const r = await stormHealthz(origin, kind, { seconds, connections });
    const ok = r.healthz.p95Ms < HEALTHZ_P95_GOAL_MS && r.healthz.failedProbes === 0;
    met &&= ok;
    const other =
      r.errors +
      r.timeouts +
      Object.entries(r.statuses)
        .filter(([status]) => status !== "200" && status !== "503")
        .reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `${pad(name, 17)}${pad(r.requestsPerSecond, 7)}${pad(`${r.statuses[200] ?? 0}/${r.statuses[503] ?? 0}`, 11)}${pad(r.healthz.p50Ms, 13)}${pad(r.healthz.p95Ms, 6)}${pad(r.healthz.maxMs, 7)}${pad(`×${(r.healthz.p95Ms / Math.max(1, quiet.p95Ms)).toFixed(1)}`, 12)}${pad(r.bystander.p50Ms, 15)}${pad(r.bystander.p95Ms, 7)}${ok ? `p95 < ${HEALTHZ_P95_GOAL_MS} met` : `p95 < ${HEALTHZ_P95_GOAL_MS} NOT MET`}${other > 0 ? `  (${other} other errors)` : ""}`,
    );
  }
  console.log(
    `(load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} on ${availableParallelism()} cores)`,
  );
  return met;
}

// `pnpm bench:storm`: both storms against a fresh server of its own, or against a running one given as the first
// argument (BENCH_SECONDS, default 10, each)
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const given = process.argv[2];
  const server = given ? { origin: given, stop: async () => {} } : await startServer(join(here, "..", ".."));
  try {
    if (!given) console.log(`server ${server.origin} (fresh seeded PGlite database)\n`);
    await printStorms(server.origin, { seconds, connections: 64 });
  } finally {
    await server.stop();
  }
}
