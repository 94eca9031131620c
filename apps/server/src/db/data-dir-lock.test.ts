import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from "./data-dir-lock";

let dir: string;
let others: ChildProcess[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "taxlearn-lock-"));
});
afterEach(() => {
  for (const child of others) child.kill("SIGKILL");
  others = [];
  rmSync(dir, { recursive: true, force: true });
});

/** Another live process (a sleeping Node), standing in for a second server. */
async function anotherProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  others.push(child);
  await new Promise((resolve) => child.once("spawn", resolve));
  return child;
}
const lockFile = () => join(dir, LOCK_FILE_NAME);
const owner = () => readFileSync(lockFile(), "utf8").trim();

describe("one server process per PGlite data directory", () => {
  it("takes a free directory: the lock file names this process, and release removes it", () => {
    const lock = lockDataDir(dir);
    expect(owner()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    // free again
    lockDataDir(dir).release();
  });

  it("refuses a directory a live process holds, naming that process, and leaves its lock alone", async () => {
    const other = await anotherProcess();
    writeFileSync(lockFile(), `${other.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
    expect(owner()).toBe(String(other.pid));
  });

  it("takes over the lock of a process that died (a crash or kill -9 leaves it behind)", async () => {
    const other = await anotherProcess();
    writeFileSync(lockFile(), `${other.pid}\n`);
    other.kill("SIGKILL");
    await new Promise((resolve) => other.once("exit", resolve));
    const lock = lockDataDir(dir);
    expect(owner()).toBe(String(process.pid));
    lock.release();
  });

  it("takes over a lock naming its own pid that it does not hold (an earlier process with the same pid, as a container's pid 1)", () => {
    writeFileSync(lockFile(), `${process.pid}\n`);
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("takes over a lock file with no pid in it", () => {
    writeFileSync(lockFile(), "");
    lockDataDir(dir).release();
  });

  it("refuses a second open in the same process while the first holds the directory", () => {
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
    lockDataDir(dir).release();
  });

  it("release removes only its own lock: a lock another process took since is left in place", async () => {
    const lock = lockDataDir(dir);
    const other = await anotherProcess();
    writeFileSync(lockFile(), `${other.pid}\n`);
    lock.release();
    expect(owner()).toBe(String(other.pid));
  });

  it("leaves no draft file behind, whether it takes the directory or not", async () => {
    const lock = lockDataDir(dir);
    lock.release();
    const other = await anotherProcess();
    writeFileSync(lockFile(), `${other.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
  });
});
