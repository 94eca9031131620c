#!/usr/bin/env node
// Deep pages of the long lists, uncached: the first pages and the last pages of the course list (newest first, most
// viewed first, and filtered by a category, by free or paid and by a keyword), the policy list and the regulation
// library's list of policies in force (not in the response cache at all, its validity is the day's), each page asked
// once (so none is a hit of the response cache), one at a time, timed from the client. The first request of each list
// is the list nobody asked before (for the course list: one statement however deep, no order read first); it is
// timed apart and counts for the goal: any page, and any list uncached, ≤ 30 ms at 100× the catalogue.
//
// Alone: `node scripts/bench/deep-pages.mjs [--scale N]` starts a fresh server seeded N times (default 1), or
// `--origin http://127.0.0.1:PORT` measures a server already running; prints each list with the load average.
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const DEEP_PAGE_GOAL_MS = 30;

/** @param {string} origin */
const lists = async (origin) => {
  const categories = await (await fetch(`${origin}/api/onlineCategories?kind=course`)).json();
  const categoryId = categories.data?.[0]?.id ?? 1;
  return [
    { name: "courses", path: "/api/onlineProducts" },
    { name: "courses, hot", path: "/api/onlineProducts?sort=hot" },
    { name: "courses, category", path: `/api/onlineProducts?sort=hot&categoryId=${categoryId}` },
    { name: "courses, paid", path: "/api/onlineProducts?isFree=0" },
    { name: "courses, keyword", path: `/api/onlineProducts?keyword=${encodeURIComponent("税")}` },
    { name: "policies", path: "/api/onlineNewsList" },
    { name: "in force", path: "/api/regulation/list?validity=effective" },
  ];
};

const timed = async (url) => {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
  const envelope = await response.json();
  return { ms: performance.now() - started, ok: response.ok && envelope.status === 200, data: envelope.data };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

/**
 * @param {string} origin
 * @param {number} pagesEach how many first and last pages of each list
 * @returns {Promise<{ name: string, total: number, orderMs: number, firstP50Ms: number, lastP50Ms: number,
 *   slowestMs: number, errors: number }[]>}
 */
export async function deepPages(origin, pagesEach = 5) {
  const results = [];
  for (const list of await lists(origin)) {
    let errors = 0;
    // page 1 of a list nobody asked before (the regulation and policy lists read their order here)
    const sep = list.path.includes("?") ? "&" : "?";
    const opening = await timed(`${origin}${list.path}${sep}page=1&pageSize=10`);
    if (!opening.ok) errors += 1;
    const total = opening.data?.total ?? 0;
    const lastPage = Math.max(1, Math.ceil(total / 10));
    const first = [];
    const last = [];
    for (let i = 0; i < pagesEach; i += 1) {
      const early = await timed(`${origin}${list.path}${sep}page=${2 + i}&pageSize=10`);
      const late = await timed(`${origin}${list.path}${sep}page=${Math.max(1, lastPage - i)}&pageSize=10`);
      if (!early.ok) errors += 1;
      if (!late.ok) errors += 1;
      first.push(early.ms);
      last.push(late.ms);
    }
    results.push({
      name: list.name,
      total,
      orderMs: Math.round(opening.ms),
      firstP50Ms: median(first),
      lastP50Ms: median(last),
      // the goal is for any page, the uncached list's first one included
      slowestMs: Math.round(Math.max(opening.ms, ...first, ...last)),
      errors,
    });
  }
  return results;
}

/** @param {Awaited<ReturnType<typeof deepPages>>[number]} list */
export const deepPagesLine = (list) =>
  `deep pages, ${list.name.padEnd(18)} ${`${list.total} rows`.padEnd(11)} first request ${`${list.orderMs} ms`.padEnd(7)} first pages p50 ${`${list.firstP50Ms} ms`.padEnd(7)} last pages p50 ${`${list.lastP50Ms} ms`.padEnd(7)} slowest ${`${list.slowestMs} ms`.padEnd(7)} goal ≤ ${DEEP_PAGE_GOAL_MS} ms ${list.slowestMs <= DEEP_PAGE_GOAL_MS ? "met" : "NOT MET"}${list.errors ? `, ${list.errors} errors` : ""}`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const given = option("--origin");
  const scale = Number(option("--scale") ?? 1);
  const { startServer } = await import("./server-process.mjs");
  const server = given
    ? { origin: given, stop: async () => {} }
    : await startServer(join(dirname(fileURLToPath(import.meta.url)), "..", ".."), {
        extraEnv: { SEED_SCALE: String(scale) },
        startSeconds: Number(process.env.BENCH_START_SECONDS ?? 900),
      });
  try {
    // a process just started compiles its handlers on its first requests: warm it on a list none of the above asks
    for (let page = 1; page <= 20; page += 1)
      await timed(`${server.origin}/api/onlineProducts?productType=15&pageSize=20&page=${page}`);
    const before = loadavg()[0].toFixed(2);
    for (const list of await deepPages(server.origin)) console.log(deepPagesLine(list));
    console.log(`load average ${before} before, ${loadavg()[0].toFixed(2)} after`);
  } finally {
    await server.stop();
  }
}
