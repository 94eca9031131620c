// Starts the real server (the compiled apps/server/dist/main.js with plain node, rebuilt first if its sources
// changed) on a free loopback port with a fresh seeded data directory, the way `pnpm start` runs it, and stops it
// again; `restart()` starts it once more on the same data directory (the cold start of an existing database).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildParts } from "../build.mjs";

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Resident memory of a process in MB (Linux /proc), null elsewhere. @param {number} pid */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} root
 * @returns {Promise<{ origin: string, startMs: number, pid: () => number | undefined, rssMb: () => number | null,
 *   restart: () => Promise<number>, stop: () => Promise<void> }>}
 */
export async function startServer(root, { extraEnv = {}, startSeconds = 180 } = {}) {
  if (buildParts({ ifChanged: true, only: ["server"] }).length > 0) throw new Error("the server build failed");
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "taxlearn-bench-"));
  const origin = `http://127.0.0.1:${port}`;
  /** @type {import("node:child_process").ChildProcess} */
  let child;
  const launch = async () => {
    const started = performance.now();
    const proc = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
      cwd: join(root, "apps/server"),
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LIVE_INGEST: "off",
        METRICS_PORT: "0",
        LOG_REQUESTS: "off",
        ...extraEnv,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    child = proc;
    let stderr = "";
    proc.stderr?.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    const deadline = Date.now() + startSeconds * 1000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode}):\n${stderr}`);
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`the server did not answer /healthz within ${startSeconds} s:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Math.round(performance.now() - started);
  };
  const halt = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  let startMs;
  try {
    startMs = await launch();
  } catch (error) {
    // a start that timed out leaves no server seeding on in the background, nor its data directory
    await halt();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    startMs,
    pid: () => child.pid,
    rssMb: () => (child.pid === undefined ? null : rssMb(child.pid)),
    restart: async () => {
      await halt();
      return launch();
    },
    stop: async () => {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the floor (floor-server.mjs: a bare node:http server sending `htmlFile`) in a process of its own.
 * @param {string} htmlFile
 * @returns {Promise<{ origin: string, rssMb: () => number | null, stop: () => Promise<void> }>}
 */
export async function startFloorServer(htmlFile) {
  const proc = spawn(process.execPath, [join(import.meta.dirname, "floor-server.mjs"), htmlFile], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const port = await new Promise((resolve, reject) => {
    proc.once("exit", (code) => reject(new Error(`the floor server exited (${code})`)));
    proc.stdout?.once("data", (chunk) => resolve(Number(String(chunk).trim())));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    rssMb: () => (proc.pid === undefined ? null : rssMb(proc.pid)),
    stop: async () => {
      if (proc.exitCode !== null) return;
      const exited = new Promise((resolve) => proc.once("exit", resolve));
      proc.kill("SIGTERM");
      await exited;
    },
  };
}
