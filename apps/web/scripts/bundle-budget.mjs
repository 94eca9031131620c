#!/usr/bin/env node
// Initial JavaScript budget (issue: /home at most 170 KB gzipped): the entry script of index.html plus every chunk
// it preloads, gzipped. Lazy route chunks (and hls.js) are not part of it.
// Usage: node scripts/bundle-budget.mjs [dist] [--json report.json]  (the report: { passed, failed } as one check)
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 170;
const args = process.argv.slice(2);
const jsonAt = args.indexOf("--json");
const report = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : null;
const dist = resolve(args[0] ?? "dist");
const html = readFileSync(join(dist, "index.html"), "utf8");
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]);
const files = [...new Set(scripts)];
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file.replace(/^\//, "")))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const totalKb = total / 1024;
console.log(`initial JavaScript: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
const within = totalKb <= BUDGET_KB;
if (report) writeFileSync(report, JSON.stringify({ passed: within ? 1 : 0, failed: within ? 0 : 1, totalKb }));
if (!within) {
  console.error("over budget");
  process.exit(1);
}
