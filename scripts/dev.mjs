#!/usr/bin/env node
// `pnpm dev`: the API server on :3000 (tsx watch) and Vite on :5173 (which proxies /api and /media to :3000).
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pnpm = process.platform === "win32" ? "pnpm.cmd" : "pnpm";
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, ".data") };

// Each child runs in its own process group so that stopping reaches the whole tree (pnpm → tsx/vite → node).
const children = [
  spawn(pnpm, ["--filter", "@taxlearn/server", "dev"], { cwd: root, stdio: "inherit", env, detached: true }),
  spawn(pnpm, ["--filter", "@taxlearn/web", "dev"], { cwd: root, stdio: "inherit", env, detached: true }),
];
/** @param {NodeJS.Signals} signal */
const stopAll = (signal) => {
  for (const child of children) {
    // no pid: the child never started
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
};
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on("exit", (code) => {
    stopAll("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
