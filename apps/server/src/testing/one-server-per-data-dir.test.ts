import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME } from "../db/data-dir-lock";
import { httpCall, SERVER_DIR, type SpawnedServer, spawnServer } from "./spawned-server";

/**
 * The real server (src/main.ts) started twice on one PGlite DATA_DIR: the second refuses to start and says why,
 * and the first keeps serving; once the first stops, the directory is free. Two processes writing one embedded
 * database corrupt it (the next start aborts), so this must never depend on the operator's care.
 */
const inPostgresPass = Boolean(process.env.DATABASE_URL);

/** Runs one of the server's command-line tools (scripts/) as an operator would, on the embedded database. */
async function runTool(script: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return promisify(execFile)(process.execPath, ["--import", "tsx", `scripts/${script}`, ...args], {
    cwd: SERVER_DIR,
    env,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe.skipIf(inPostgresPass)("one server per PGlite data directory", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "taxlearn-one-"));
  let first: SpawnedServer | undefined;
  afterAll(async () => {
    await first?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a second server on the same DATA_DIR while the first runs, then starts once it has stopped", async () => {
    first = await spawnServer({ DATA_DIR: dataDir });
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);

    const refused = await spawnServer({ DATA_DIR: dataDir }).then(
      async (second) => {
        await second.stop();
        return "started";
      },
      (error: Error) => error.message,
    );
    expect(refused).toContain("server exited (1) before listening");
    expect(refused).toContain(`refusing to start: the data directory ${dataDir} is in use by process ${first.pid}`);

    // an operator's tool refuses too, in one line rather than a stack trace
    const tool = await runTool("user-role.ts", ["13800000010", "staff"], dataDir);
    expect(tool.code).toBe(1);
    expect(tool.stderr.trim()).toBe(
      `refused: the data directory ${dataDir} is in use by process ${first.pid} (another server on the same ` +
        "DATA_DIR); stop that process first, or give this one its own DATA_DIR",
    );

    // the first server still answers, its database whole
    const health = await fetch(`${first.url}/healthz`);
    expect(await health.json()).toEqual({ status: "ok", db: "pglite" });
    const courses = await httpCall<{ list: unknown[] }>(first.url, "GET", "/api/onlineProducts?page=1&pageSize=10");
    expect(courses.data.list.length).toBeGreaterThan(0);

    // a clean stop gives the directory back
    await first.stop();
    first = undefined;
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    // and the tool then runs on it
    const granted = await runTool("user-role.ts", ["13800000010", "staff"], dataDir);
    expect(granted.stderr).toBe("");
    expect(granted.stdout).toBe("管理员 (13800000010): staff granted\n");
    const next = await spawnServer({ DATA_DIR: dataDir });
    try {
      const again = await httpCall<{ list: unknown[] }>(next.url, "GET", "/api/onlineProducts?page=1&pageSize=10");
      expect(again.data.list.length).toBeGreaterThan(0);
    } finally {
      await next.stop();
    }
  }, 600_000);
});
