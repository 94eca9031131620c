#!/usr/bin/env node
// `pnpm start`: build what changed (scripts/build.mjs --if-changed: the web app, the compiled server), then serve
// the web app and the API on PORT (default 3000) with plain node running apps/server/dist/main.js.
// The embedded database lives in <repo>/.data unless DATA_DIR or DATABASE_URL says otherwise.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildParts } from "./build.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const failed = buildParts({ ifChanged: true });
if (failed.includes("web")) {
  const dist = join(root, "apps/web/dist/index.html");
  console.warn(
    existsSync(dist)
      ? "web build failed: serving the previous apps/web/dist"
      : "web build failed and apps/web/dist is missing: serving the API only",
  );
}
const main = join(root, "apps/server/dist/main.js");
if (failed.includes("server") && !existsSync(main)) {
  console.error("server build failed and apps/server/dist is missing");
  process.exit(1);
}

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, ".data") };
// node itself, no wrapper: a signal to this script is passed to the server, which drains and exits
const server = spawn(process.execPath, [main], {
  cwd: join(root, "apps/server"),
  stdio: "inherit",
  env,
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on("exit", (code) => process.exit(code ?? 0));
