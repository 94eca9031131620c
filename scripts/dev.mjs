#!/usr/bin/env node
// `pnpm dev`: the API server on :3000 (tsx watch) and Vite on :5173 (which proxies /api and /media to :3000).
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pnpm = process.platform === "win32" ? "pnpm.cmd" : "pnpm";
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, ".data") };

const children = [
  spawn(pnpm, ["--filter", "@taxlearn/server", "dev"], { cwd: root, stdio: "inherit", env }),
  spawn(pnpm, ["--filter", "@taxlearn/web", "dev"], { cwd: root, stdio: "inherit", env }),
];
const stopAll = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on("exit", (code) => {
    stopAll("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
