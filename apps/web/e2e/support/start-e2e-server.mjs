// Starts the real server for the e2e run on a fresh, throwaway embedded database (seeded on first start),
// serving the already-built web app. Playwright stops it when the run ends.
// Usage: start-e2e-server.mjs <port> [dataDir] (the directory is wiped first; default a new temporary one).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = process.argv[2] ?? "3100";
const dataDir = process.argv[3] ?? mkdtempSync(join(tmpdir(), "taxlearn-e2e-"));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const server = spawn("pnpm", ["--filter", "@taxlearn/server", "start"], {
  stdio: "inherit",
  // several e2e servers run at once: none takes the default metrics port; a line per request would bury the
  // suite's own output (warnings and errors are still printed)
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, NODE_ENV: "test", METRICS_PORT: "0", LOG_REQUESTS: "off" },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
