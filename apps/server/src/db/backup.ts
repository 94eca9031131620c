import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";
import { LOCK_FILE_NAME, lockDataDir } from "./data-dir-lock";

/**
 * A backup of the embedded database (one .tar.gz): `pglite.tar` is PGlite's own dump of its data directory
 * (dumpDataDir, a consistent copy taken while this tool holds the directory), `data/` the rest of DATA_DIR (uploads,
 * live recordings, transcodes, the organisations' master key, the ops token), `media/` the media directory.
 * Both directions take the data directory's lock (data-dir-lock.ts): a running server refuses them.
 * PostgreSQL deployments use pg_dump / pg_restore instead (docs/operations.md).
 */
export class BackupRefused extends Error {}

const FORMAT = "taxlearn-backup-1";
const DATABASE_DIR = "pglite";
/** What of DATA_DIR is never copied: the database files (the dump stands for them) and the lock. */
const notCopied = (name: string) => name === DATABASE_DIR || name === LOCK_FILE_NAME || name.endsWith(".draft");

export async function backupDataDir(options: { dataDir: string; mediaDir: string | null; file: string }) {
  if (!existsSync(join(options.dataDir, DATABASE_DIR))) {
    throw new BackupRefused(`no embedded database in ${options.dataDir} (nothing to back up)`);
  }
  const lock = lockDataDir(options.dataDir);
  const staging = mkdtempSync(join(tmpdir(), "taxlearn-backup-"));
  try {
    const pglite = new PGlite({ dataDir: join(options.dataDir, DATABASE_DIR) });
    try {
      // dumpDataDir before the database is open never settles
      await pglite.waitReady;
      const dump = await pglite.dumpDataDir("none");
      writeFileSync(join(staging, "pglite.tar"), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
    const entries = ["manifest.json", "pglite.tar"];
    // the directories are linked into the staging folder and packed through the links (tar's `follow`)
    mkdirSync(join(staging, "data"));
    for (const name of readdirSync(options.dataDir)) {
      if (!notCopied(name)) symlinkSync(join(options.dataDir, name), join(staging, "data", name));
    }
    entries.push("data");
    if (options.mediaDir && existsSync(options.mediaDir)) {
      symlinkSync(options.mediaDir, join(staging, "media"));
      entries.push("media");
    }
    writeFileSync(
      join(staging, "manifest.json"),
      JSON.stringify({ format: FORMAT, createdAt: new Date().toISOString(), media: entries.includes("media") }),
    );
    await tar.create({ gzip: true, file: options.file, cwd: staging, follow: true, portable: true }, entries);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

/**
 * Restores a backup into `dataDir` (and its media into `mediaDir`). A data directory that already holds anything
 * is refused unless `force`: then its database and files are replaced.
 */
export async function restoreDataDir(options: {
  dataDir: string;
  mediaDir: string | null;
  file: string;
  force: boolean;
}) {
  mkdirSync(options.dataDir, { recursive: true });
  const present = readdirSync(options.dataDir).filter((name) => name !== LOCK_FILE_NAME);
  if (present.length > 0 && !options.force) {
    throw new BackupRefused(`${options.dataDir} is not empty (${present.join(", ")}); add --force to replace it`);
  }
  const lock = lockDataDir(options.dataDir);
  const staging = mkdtempSync(join(tmpdir(), "taxlearn-restore-"));
  try {
    await tar.extract({ file: options.file, cwd: staging });
    const manifest = existsSync(join(staging, "manifest.json"))
      ? (JSON.parse(readFileSync(join(staging, "manifest.json"), "utf8")) as { format?: string })
      : {};
    if (manifest.format !== FORMAT) throw new BackupRefused(`${options.file} is not a backup of this server`);
    for (const name of present) rmSync(join(options.dataDir, name), { recursive: true, force: true });
    const pglite = new PGlite({
      dataDir: join(options.dataDir, DATABASE_DIR),
      loadDataDir: new Blob([await readFile(join(staging, "pglite.tar"))]),
    });
    await pglite.waitReady;
    await pglite.close();
    cpSync(join(staging, "data"), options.dataDir, { recursive: true });
    if (options.mediaDir && existsSync(join(staging, "media"))) {
      cpSync(join(staging, "media"), options.mediaDir, { recursive: true });
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}
