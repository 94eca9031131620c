// Throughput and latency of API calls under load: autocannon in its own process (so parsing answers does not steal
// the server's event loop), 64 connections on loopback, a browser's Accept-Encoding.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

/**
 * @param {string} origin
 * @param {{ path: string, method?: string, body?: unknown }} target
 * @param {{ seconds: number, connections: number }} load
 * @returns {Promise<{ requestsPerSecond: number, p50Ms: number, p99Ms: number, errors: number, non2xx: number, timeouts: number }>}
 */
export async function loadApi(origin, target, { seconds, connections }) {
  const args = [autocannonCli, "-c", String(connections), "-d", String(seconds), "-j"];
  args.push("-H", "accept-encoding=gzip, deflate, br");
  if (target.method && target.method !== "GET") {
    args.push("-m", target.method, "-H", "content-type=application/json", "-b", JSON.stringify(target.body ?? {}));
  }
  args.push(origin + target.path);
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}
