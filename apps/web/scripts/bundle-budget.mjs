#!/usr/bin/env node
// Initial JavaScript budget (issue: /home at most 170 KB gzipped): the entry script of index.html plus every chunk
// it preloads, gzipped. Lazy route chunks (and hls.js) are not part of it. Usage: node scripts/bundle-budget.mjs [dist]
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 170;
const dist = resolve(process.argv[2] ?? "dist");
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
if (totalKb > BUDGET_KB) {
  console.error("over budget");
  process.exit(1);
}
