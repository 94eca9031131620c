// Starts the real server for the e2e run on a fresh, throwaway embedded database (seeded on first start),
// serving the already-built web app. Playwright stops it when the run ends.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = process.argv[2] ?? "3100";
const dataDir = mkdtempSync(join(tmpdir(), "taxlearn-e2e-"));
const server = spawn("pnpm", ["--filter", "@taxlearn/server", "start"], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, NODE_ENV: "test" },
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
