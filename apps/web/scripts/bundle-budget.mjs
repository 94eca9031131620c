#!/usr/bin/env node
// Initial JavaScript budget (issue 6: /home at most 170 KB gzipped): everything /home downloads at once, read from
// the Vite manifest (`build.manifest` in vite.config.ts), each file counted once:
// - the entry chunk of index.html and its static imports;
// - the chunks /home requests as soon as the app starts, named below by their source, with their static imports.
// Other screens' chunks and hls.js are lazy and not part of it.
// Usage: node scripts/bundle-budget.mjs [dist] [--json report.json]  (the report: { passed, failed, totalKb })
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 170;

/** Lazy chunks /home loads at once, by source path relative to apps/web. */
const HOME_FIRST_PAINT = [
  // the route guard loads the screen's chunk before it commits /home (src/features/catalogue/screens.ts)
  { source: "src/features/catalogue/home/HomeScreen.tsx", why: "/home screen" },
  // import("@taxlearn/api") in src/app/services/lazy-api-client.ts on the first call (/home calls at once), for
  // createApiClient; the package's index only re-exports, so the client module itself names the chunk
  { source: "../../packages/api/src/client/api-client.ts", why: "API client" },
];

const args = process.argv.slice(2);
const jsonAt = args.indexOf("--json");
const report = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : null;
const dist = resolve(args[0] ?? "dist");
const webRoot = fileURLToPath(new URL("..", import.meta.url));

const fail = (message) => {
  console.error(message);
  if (report) writeFileSync(report, JSON.stringify({ passed: 0, failed: 1, totalKb: null }));
  process.exit(1);
};

const manifestPath = join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath)) fail(`no ${manifestPath}: build with build.manifest on (apps/web/vite.config.ts)`);
/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

/** The chunk key and its static imports, transitively. */
const staticGraph = (key, into = new Set()) => {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticGraph(imported, into);
  return into;
};

/**
 * The manifest key of the chunk holding `source`: its own key when the module is a chunk's entry point, otherwise
 * (a module shared with static importers lands in a common chunk named `_<name>-<hash>.js`) the chunk whose source
 * map lists it.
 */
const chunkOf = (source) => {
  const absolute = resolve(webRoot, source);
  const direct = Object.keys(manifest).find((key) => resolve(webRoot, key) === absolute);
  if (direct) return direct;
  for (const [key, chunk] of Object.entries(manifest)) {
    const mapPath = join(dist, `${chunk.file}.map`);
    if (!chunk.file.endsWith(".js") || !existsSync(mapPath)) continue;
    const map = JSON.parse(readFileSync(mapPath, "utf8"));
    const base = dirname(join(dist, chunk.file));
    if (map.sources.some((entry) => resolve(base, entry) === absolute)) return key;
  }
  return fail(`no chunk holds ${source} (source maps on? build.sourcemap in vite.config.ts)`);
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith("index.html"));
if (!entryKey) fail("the manifest has no index.html entry");
const entryGraph = staticGraph(entryKey);
const lazyFromEntry = new Set([...entryGraph].flatMap((key) => manifest[key].dynamicImports ?? []));

/** Why each counted chunk is loaded, by manifest key. */
const counted = new Map([...entryGraph].map((key) => [key, key === entryKey ? "entry" : "entry import"]));
for (const { source, why } of HOME_FIRST_PAINT) {
  const key = chunkOf(source);
  // a name here that the entry no longer imports lazily would count a chunk /home does not load
  if (!lazyFromEntry.has(key) && !entryGraph.has(key)) fail(`${source} is no longer loaded lazily from the entry`);
  for (const member of staticGraph(key))
    if (!counted.has(member)) counted.set(member, `${why}${member === key ? "" : " import"}`);
}

let total = 0;
for (const [key, why] of counted) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}  (${why})`);
}
const totalKb = Math.round((total / 1024) * 10) / 10;
console.log(`initial JavaScript of /home: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
const within = totalKb <= BUDGET_KB;
if (report) writeFileSync(report, JSON.stringify({ passed: within ? 1 : 0, failed: within ? 0 : 1, totalKb }));
if (!within) {
  console.error("over budget");
  process.exit(1);
}
