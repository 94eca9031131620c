#!/usr/bin/env node
// `pnpm build`: the web app (vite, as before) and the compiled server (apps/server/dist, esbuild).
// `--if-changed` (what `pnpm start` uses) rebuilds only a part whose sources changed since its last build: each
// build leaves a stamp in its output folder (a hash of its sources' paths, sizes and modification times).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pnpm = process.platform === "win32" ? "pnpm.cmd" : "pnpm";
const SKIP = new Set(["node_modules", "dist", ".turbo", "coverage", "media", "test-results", "playwright-report"]);

/** @typedef {{ out: string, sources: string[], build: () => number | null }} Part */

/** What each part is built from; the lockfile stands for every installed package. @type {Record<string, Part>} */
export const PARTS = {
  web: {
    out: "apps/web/dist",
    sources: ["apps/web", "packages/core", "packages/api", "packages/machines", "packages/ui", "pnpm-lock.yaml"],
    build: () => spawnSync(pnpm, ["--filter", "@taxlearn/web", "build"], { cwd: root, stdio: "inherit" }).status,
  },
  server: {
    out: "apps/server/dist",
    sources: ["apps/server/src", "apps/server/scripts", "packages/core", "packages/api", "pnpm-lock.yaml"],
    build: () =>
      spawnSync(process.execPath, ["apps/server/scripts/build-server.mjs"], { cwd: root, stdio: "inherit" }).status,
  },
};

/** @param {string} path @returns {Generator<[string, import("node:fs").Stats]>} */
function* files(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield [path, stat];
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (SKIP.has(name) || name.startsWith(".")) continue;
    yield* files(join(path, name));
  }
}

/** The stamp of a part's sources now. @param {Part} part */
export function sourceStamp(part) {
  const hash = createHash("sha256");
  for (const source of part.sources) {
    for (const [path, stat] of files(join(root, source))) {
      // test files do not go into a build
      if (/\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(path)) continue;
      hash.update(`${relative(root, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

/** @param {Part} part */
const stampFile = (part) => join(root, part.out, ".build-stamp");
/** @param {Part} part @param {string} stamp */
const upToDate = (part, stamp) => existsSync(stampFile(part)) && readFileSync(stampFile(part), "utf8") === stamp;

/** Builds the named parts (all by default); with ifChanged only those whose stamp differs. Returns failed part names. */
export function buildParts({ ifChanged = false, only = Object.keys(PARTS) } = {}) {
  /** @type {string[]} */
  const failed = [];
  for (const name of only) {
    const part = /** @type {Part} */ (PARTS[name]);
    const stamp = sourceStamp(part);
    if (ifChanged && upToDate(part, stamp)) {
      console.log(`${name}: up to date (${part.out})`);
      continue;
    }
    const started = Date.now();
    if (part.build() !== 0) {
      failed.push(name);
      continue;
    }
    writeFileSync(stampFile(part), stamp);
    console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failed = buildParts({ ifChanged: process.argv.includes("--if-changed") });
  if (failed.length > 0) {
    console.error(`build failed: ${failed.join(", ")}`);
    process.exit(1);
  }
}
