// Starts the real server (`pnpm --filter @taxlearn/server start`) on a free loopback port with a fresh seeded data
// directory, the way `pnpm start` runs it, and stops it again.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** @returns {Promise<{ origin: string, stop: () => Promise<void> }>} */
export async function startServer(root, { extraEnv = {}, startSeconds = 180 } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "taxlearn-bench-"));
  const child = spawn("pnpm", ["--filter", "@taxlearn/server", "start"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LIVE_INGEST: "off", ...extraEnv },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`the server did not answer /healthz within ${startSeconds} s:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = async () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, stop };
}
