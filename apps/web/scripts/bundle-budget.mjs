#!/usr/bin/env node
// JavaScript budgets of /home, read from the Vite manifest (`build.manifest` in vite.config.ts), each file counted
// once, in two parts checked separately and their sum checked as a whole:
// - first render: the hydration boot of a server-rendered page (src/hydrate.ts, decision 116), the entry chunk of
//   index.html with its static imports, and the /home screen chunk with its static
//   imports (the route guard loads it before committing /home). This is what must arrive before /home can draw its
//   frame and loading skeletons: react-dom (about 62 KB of it), react-router and the frame. budget 132 KB
//   (210 until decision 108: the stored session and organisation are read by hand codecs, not effect's Schema, and
//   the org login params need no effect either, so effect left the entry; 148 until decision 115: XState and the
//   frame's machines load on first use).
// - data layer: the browser's API client chunk (requests and the route table, no schemas: decision 108), which /home
//   imports on its first call, right after that first render: budget 6.5 KB on top (50 while it decoded every
//   response with the contracts' schemas).
// - everything /home loads at once (the sum): budget 136 KB, below the two parts' budgets added up, so moving code
//   from one part to the other cannot grow what a visitor downloads (224.5 before decision 108, 152 before 115).
// Other screens' chunks and hls.js are lazy and in neither.
// Usage: node scripts/bundle-budget.mjs [dist] [--json report.json]  (the report: { passed, failed, totalKb, parts })
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** The parts of /home's JavaScript, in load order; lazy chunks named by their source path relative to apps/web. */
const PARTS = [
  {
    name: "first render",
    budgetKb: 132,
    lazy: [
      // the route guard loads the screen's chunk before it commits /home (src/features/catalogue/screens.ts)
      { source: "src/features/catalogue/home/home-screen.tsx", why: "/home screen" },
    ],
  },
  {
    name: "data layer",
    budgetKb: 6.5,
    lazy: [
      // import("@taxlearn/api/browser") in src/app/services/lazy-api-client.ts on the first call (/home calls at once),
      // for createBrowserApiClient, whose module names the chunk
      { source: "../../packages/api/src/client/browser-client.ts", why: "API client" },
    ],
  },
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
// the small module a server-rendered page links instead, which starts the entry after the first paint (decision 116)
const bootKey = "src/hydrate.ts";
if (!manifest[bootKey]) fail(`the manifest has no ${bootKey} entry (rolldownOptions.input in vite.config.ts)`);
const lazyFromEntry = new Set([...entryGraph].flatMap((key) => manifest[key].dynamicImports ?? []));

/** Why each counted chunk is loaded, by manifest key; a chunk belongs to the first part that loads it. */
const counted = new Map();
const sizeOf = (key) => gzipSync(readFileSync(join(dist, manifest[key].file))).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const parts = PARTS.map(({ name, budgetKb, lazy }, index) => {
  const members = [];
  const count = (key, why) => {
    if (counted.has(key)) return;
    counted.set(key, why);
    members.push(key);
  };
  if (index === 0) {
    for (const key of staticGraph(bootKey)) count(key, key === bootKey ? "hydration boot" : "hydration boot import");
    for (const key of entryGraph) count(key, key === entryKey ? "entry" : "entry import");
  }
  for (const { source, why } of lazy) {
    const key = chunkOf(source);
    // a name here that the entry no longer imports lazily would count a chunk /home does not load
    if (!lazyFromEntry.has(key) && !entryGraph.has(key)) fail(`${source} is no longer loaded lazily from the entry`);
    for (const member of staticGraph(key)) count(member, `${why}${member === key ? "" : " import"}`);
  }
  let bytes = 0;
  console.log(`${name}:`);
  for (const key of members) {
    const size = sizeOf(key);
    bytes += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${manifest[key].file}  (${counted.get(key)})`);
  }
  const totalKb = kb(bytes);
  const within = totalKb <= budgetKb;
  console.log(`  ${name} of /home: ${totalKb.toFixed(1)} KB gzipped (budget ${budgetKb} KB)${within ? "" : "  OVER"}`);
  return { name, totalKb, budgetKb, within };
});

const TOTAL_BUDGET_KB = 136;
const totalKb = Math.round(parts.reduce((sum, part) => sum + part.totalKb, 0) * 10) / 10;
const totalWithin = totalKb <= TOTAL_BUDGET_KB;
console.log(
  `all JavaScript /home loads at once: ${totalKb.toFixed(1)} KB gzipped (budget ${TOTAL_BUDGET_KB} KB)${totalWithin ? "" : "  OVER"}`,
);
parts.push({ name: "everything /home loads at once", totalKb, budgetKb: TOTAL_BUDGET_KB, within: totalWithin });
const passed = parts.filter((part) => part.within).length;
const failed = parts.length - passed;
if (report) writeFileSync(report, JSON.stringify({ passed, failed, totalKb, parts }));
if (failed > 0) {
  console.error(
    `over budget: ${parts
      .filter((part) => !part.within)
      .map((part) => part.name)
      .join(", ")}`,
  );
  process.exit(1);
}
