/**
 * `pnpm bench:api`: trivial-route vs /api/onlineProducts throughput of the same server (autocannon, 64
 * connections, loopback). Public catalogue reads come from the response cache (kept encoded and gzip-compressed),
 * so the ratio should stay ≥ 30%. Requests send a browser's Accept-Encoding; the uncompressed figure is printed too.
 * BENCH_SECONDS (default 10) sets each run's duration; DATABASE_URL benchmarks on PostgreSQL instead of PGlite.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { createApp } from "../src/app";
import { createServerContext } from "../src/create-server";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 64;
const quiet = { info: () => {}, error: (message: string) => console.error(message) };

const { server, database } = await createServerContext({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: null,
  production: true,
  log: quiet,
});
const app = createApp(server, { webDist: null, mediaDir: null });
const http = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => http.once("listening", resolve));
const { port } = http.address() as AddressInfo;

// autocannon runs in its own process so that parsing responses does not steal the server's event loop.
const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
// Requests carry the Accept-Encoding every browser sends; cached catalogue bodies are then served gzip-compressed.
async function run(path: string, acceptEncoding = "gzip, deflate, br"): Promise<number> {
  const url = `http://127.0.0.1:${port}${path}`;
  const args = [autocannonCli, "-c", String(connections), "-d", String(seconds), "-j"];
  if (acceptEncoding) args.push("-H", `accept-encoding=${acceptEncoding}`);
  args.push(url);
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

console.log(`server on 127.0.0.1:${port}, db ${server.dbKind}, ${connections} connections, ${seconds} s per run`);
await run("/healthz"); // warm-up
const trivial = await run("/healthz");
const catalogue = await run("/api/onlineProducts?page=1&pageSize=10");
const uncompressed = await run("/api/onlineProducts?page=1&pageSize=10", "");
console.log(`trivial route (/healthz):     ${Math.round(trivial)} req/s`);
console.log(
  `/api/onlineProducts (page 1): ${Math.round(catalogue)} req/s (gzip; ${Math.round(uncompressed)} req/s uncompressed)`,
);
console.log(`ratio: ${((catalogue / trivial) * 100).toFixed(1)}% (target ≥ 30%)`);

http.close();
await database.close();
process.exit(catalogue / trivial >= 0.3 ? 0 : 1);
