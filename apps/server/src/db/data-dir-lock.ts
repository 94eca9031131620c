import { linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * One server process per PGlite data directory. PGlite is PostgreSQL without its postmaster, so nothing stops a
 * second process (a second `pnpm start`, a restart that overlaps the old process) from opening the same files, and
 * two processes writing them corrupt the database: the next start aborts. Like PostgreSQL's postmaster.pid, a lock
 * file names the owning process; a second process refuses to start while that process lives, and a lock left by a
 * process that died (a crash, kill -9) is taken over. Decision 112.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `the data directory ${dataDir} is in use by process ${ownerPid} (another server on the same DATA_DIR); ` +
        `stop that process first, or give this one its own DATA_DIR`,
    );
    this.name = "DataDirInUseError";
  }
}

export const LOCK_FILE_NAME = "server.pid";

/** Directories this process holds: a second open of one in the same process is refused too. */
const heldHere = new Set<string>();

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

const ownerOf = (lockPath: string): number | null => {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, "utf8").trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Creates the lock file, already holding this pid, only if there is none: a link fails when the name exists, so no
 * other process can ever read the file half written. False when one exists.
 */
const tryCreate = (lockPath: string): boolean => {
  const draft = `${lockPath}.${process.pid}.draft`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
};

/**
 * Takes `dir` for this process, or throws DataDirInUseError. `release` gives it back (it removes the lock file only
 * while the file still names this process).
 */
export function lockDataDir(dir: string): { release: () => void } {
  const lockPath = join(dir, LOCK_FILE_NAME);
  if (heldHere.has(lockPath)) throw new DataDirInUseError(dir, process.pid);
  // two tries: the second after removing a dead owner's lock (a process starting at the same moment may win it)
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(lockPath)) {
      heldHere.add(lockPath);
      return {
        release: () => {
          heldHere.delete(lockPath);
          if (ownerOf(lockPath) === process.pid) unlinkSync(lockPath);
        },
      };
    }
    const owner = ownerOf(lockPath);
    // this process's own pid in a lock it does not hold: left by an earlier process that had the same pid (a
    // container's pid 1 after a crash)
    if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataDirInUseError(dir, owner);
    // the dead owner's lock only: one another process has just put in its place is left for the next try to see
    if (ownerOf(lockPath) !== owner) continue;
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  const owner = ownerOf(lockPath);
  throw new DataDirInUseError(dir, owner ?? 0);
}
