#!/usr/bin/env node
// `pnpm start`: build the web app, then serve it and the API on PORT (default 3000).
// The embedded database lives in <repo>/.data unless DATA_DIR or DATABASE_URL says otherwise.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pnpm = process.platform === "win32" ? "pnpm.cmd" : "pnpm";

const build = spawnSync(pnpm, ["--filter", "@taxlearn/web", "build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) {
  const dist = join(root, "apps/web/dist/index.html");
  console.warn(
    existsSync(dist)
      ? "web build failed: serving the previous apps/web/dist"
      : "web build failed and apps/web/dist is missing: serving the API only",
  );
}

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, ".data") };
// The server runs in its own process group so that a signal to this script reaches all of it (pnpm and tsx
// wrappers do not always pass signals on).
const server = spawn(pnpm, ["--filter", "@taxlearn/server", "start"], {
  cwd: root,
  stdio: "inherit",
  env,
  detached: true,
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (server.pid === undefined) return; // it never started
    try {
      process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  });
}
server.on("exit", (code) => process.exit(code ?? 0));
