// Server-rendered pages and the web build's files under load, each as a ratio to /healthz measured just before and to
// the floor (a bare Node server sending the built HTML, floor-server.mjs, when one is given), with the goals beside
// them (docs/performance.md): a cached page (the render cache) at ≥ 25 % of /healthz with p99 ≤ 50 ms, each file a
// first visit fetches at ≥ 50 % (or, where its bytes bound the client, ≥ 90 % of a bare Node server sending the same
// bytes), and an uncached render (a query the cache has not seen) one at a time, ≤ 15 ms of the server's CPU (with
// `serverPid`; wall time otherwise).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { loadApi } from "./api-load.mjs";
import { startFloorServer } from "./server-process.mjs";

const pad = (text, width) => String(text).padEnd(width);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * The files every first visit fetches: the scripts, preloads and stylesheets the built index.html names, each with
 * the file a browser is sent (the brotli copy beside it, where there is one).
 */
export function firstVisitFiles(webDist) {
  const html = readFileSync(join(webDist, "index.html"), "utf8");
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return [...new Set(paths)].map((path) => {
    const file = join(webDist, path);
    const sent = existsSync(`${file}.br`) ? `${file}.br` : file;
    return { path, sent, kib: statSync(sent).size / 1024 };
  });
}

/** A file's goal: half of /healthz, or, where its bytes bound the client, what a bare server sending them reaches. */
export const FILE_GOAL = { ofHealthz: 0.5, ofSameBytes: 0.9 };

/** CPU time a process has used so far, in ms (Linux /proc), null elsewhere. @param {number} pid */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * @param {string} origin
 * @param {{ seconds: number, connections: number, webDist: string, pages: { name: string, path: string }[],
 *   floorOrigin?: string, serverPid?: number }} options
 */
export async function printPageLoad(origin, { seconds, connections, webDist, pages, floorOrigin, serverPid }) {
  console.log(
    `pages and files under load: ${connections} connections, ${seconds} s each (ratio to /healthz${floorOrigin ? " and to the floor, a bare Node server sending the built HTML" : ""}):`,
  );
  console.log(
    `${pad("target", 28)}${pad("req/s", 10)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("/healthz", 10)}${pad("floor", 9)}${pad("errors", 8)}goal`,
  );
  // with the server's pid, each row also says the server's CPU per answer (/proc), which the machine's load moves far
  // less than req/s and p99
  const load = async (target) => {
    const before = serverPid ? cpuMsOf(serverPid) : null;
    const result = await loadApi(origin, target, { seconds, connections });
    const after = serverPid ? cpuMsOf(serverPid) : null;
    const answers = result.requestsPerSecond * seconds;
    return {
      ...result,
      cpuUs: before !== null && after !== null && answers > 0 ? ((after - before) * 1000) / answers : null,
    };
  };
  await loadApi(origin, { path: "/healthz" }, { seconds: 1, connections }); // warming up, not counted
  const healthz = await load({ path: "/healthz" });
  const floor = floorOrigin ? await loadApi(floorOrigin, { path: "/" }, { seconds, connections }) : null;
  const percentOf = (result, base) =>
    base ? `${((result.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(1)}%` : "–";
  const row = (name, result, goal, meets = () => true) => {
    const ok =
      goal === "" ? "" : meets(result.requestsPerSecond / healthz.requestsPerSecond, result) ? "  met" : "  NOT MET";
    console.log(
      `${pad(name, 28)}${pad(Math.round(result.requestsPerSecond), 10)}${pad(result.p50Ms, 9)}${pad(result.p99Ms, 9)}${pad(percentOf(result, healthz), 10)}${pad(percentOf(result, floor), 9)}${pad(result.errors + result.non2xx + result.timeouts, 8)}${goal}${ok}${result.cpuUs == null ? "" : `  (server CPU ${Math.round(result.cpuUs)} µs/answer)`}`,
    );
  };
  row("/healthz", healthz, "");
  if (floor) row("floor: bare node:http HTML", floor, "");
  for (const page of pages) {
    await fetch(origin + page.path); // rendered once; the load then reads the render cache
    // a second of load first, not counted: the first page measured otherwise pays for the server's JIT warming up
    await loadApi(origin, page, { seconds: 1, connections });
    row(
      `${page.name} (cached)`,
      await load(page),
      "≥ 25 %, p99 ≤ 50 ms",
      (ratio, result) => ratio >= 0.25 && result.p99Ms <= 50,
    );
  }
  // a file is read from memory, precompressed; a large one is bound by what the client reads per answer (a hundred
  // kilobytes against /healthz's few bytes), so each is also measured beside a bare Node server sending its bytes
  for (const file of firstVisitFiles(webDist)) {
    const sameBytes = await startFloorServer(file.sent);
    const bare = await loadApi(sameBytes.origin, { path: "/" }, { seconds, connections });
    await sameBytes.stop();
    const served = await load({ path: file.path });
    const ofBare = served.requestsPerSecond / bare.requestsPerSecond;
    const name = `${file.path.replace(/^\/assets\//, "").replace(/-[\w-]{8}\./, ".")} ${file.kib.toFixed(1)} KiB`;
    row(
      name,
      served,
      `≥ 50 % (or ≥ 90 % of a bare server: ${(ofBare * 100).toFixed(1)} %)`,
      (ratio) => ratio >= FILE_GOAL.ofHealthz || ofBare >= FILE_GOAL.ofSameBytes,
    );
  }
  // a query the cache has not seen renders the page, one at a time: 20 to warm the render's code up (a server that
  // renders pages all day has it compiled; the first few renders after start run it interpreted), then 100 timed
  const render = async (label) => {
    const started = performance.now();
    await (await fetch(`${origin}/home?bench=${label}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i += 1) await render(`warm-${Date.now()}-${i}`);
  const times = [];
  const cpuBefore = serverPid ? cpuMsOf(serverPid) : null;
  for (let i = 0; i < 100; i += 1) times.push(await render(`${Date.now()}-${i}`));
  const cpuAfter = serverPid ? cpuMsOf(serverPid) : null;
  const p50 = percentile(times, 50);
  // the goal is the server's CPU per render (the server process's own, /proc); wall time also counts the waits of a
  // loaded machine
  const cpu = cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / times.length : null;
  console.log(
    `${pad("/home uncached render", 28)}${cpu === null ? "" : `server CPU ${cpu.toFixed(1)} ms per render, `}wall p50 ${p50.toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (one at a time)   goal ≤ 15 ms of CPU${(cpu ?? p50) <= 15 ? "  met" : "  NOT MET"}`,
  );
}

// `node scripts/bench/page-load.mjs http://127.0.0.1:3000`: against a server already running
if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? "http://127.0.0.1:3000";
  // SERVER_PID: the server's process, for its CPU per uncached render
  // the pages `pnpm bench` loads (bench.mjs): a real course and a real policy of the seeded catalogue, newest first
  const firstId = async (path) => (await (await fetch(origin + path)).json()).data.list[0].id;
  const course = await firstId("/api/onlineProducts?page=1&pageSize=10");
  const policy = await firstId("/api/onlineNewsList?page=1&pageSize=10&type=1");
  await printPageLoad(origin, {
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: 64,
    webDist: process.env.WEB_DIST ?? join(import.meta.dirname, "..", "..", "apps", "web", "dist"),
    pages: [
      { name: "/home", path: "/home" },
      { name: "/course/list", path: "/course/list" },
      { name: "course detail", path: `/course/details?id=${course}` },
      { name: "policy detail", path: `/policy/details?id=${policy}` },
      { name: "/policy", path: "/policy" },
    ],
    serverPid: process.env.SERVER_PID ? Number(process.env.SERVER_PID) : undefined,
  });
  console.log(
    `load average: ${(await import("node:os"))
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
}
