/**
 * `pnpm --filter @taxlearn/server backup <file.tar.gz>` / `restore <file.tar.gz> [--force]`
 * The embedded database (DATA_DIR, as the server uses it) with the rest of the data directory and the media
 * directory (MEDIA_DIR, apps/server/media by default), in one .tar.gz (src/db/backup.ts). Refused while a server
 * holds the data directory; a restore into a data directory that is not empty needs --force.
 * PostgreSQL (DATABASE_URL): use pg_dump -Fc / pg_restore and copy the media (docs/operations.md).
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BackupRefused, backupDataDir, restoreDataDir } from "../src/db/backup";
import { DataDirInUseError } from "../src/db/data-dir-lock";
import { serverDataDir } from "./server-data";

const [command, file, ...flags] = process.argv.slice(2);
if ((command !== "backup" && command !== "restore") || !file || flags.some((flag) => flag !== "--force")) {
  console.error("usage: backup <file.tar.gz> | restore <file.tar.gz> [--force]");
  process.exit(1);
}
if (process.env.DATABASE_URL) {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and the media (docs/operations.md)");
  process.exit(1);
}
const dataDir = serverDataDir();
const mediaDir = resolve(process.env.MEDIA_DIR ?? fileURLToPath(new URL("../media", import.meta.url)));
// pnpm runs a package's script in the package folder: a relative file is the caller's
const target = resolve(process.env.INIT_CWD ?? process.cwd(), file);
try {
  if (command === "backup") {
    await backupDataDir({ dataDir, mediaDir, file: target });
    console.log(`backed up ${dataDir} and ${mediaDir} into ${target}`);
  } else {
    await restoreDataDir({ dataDir, mediaDir, file: target, force: flags.includes("--force") });
    console.log(`restored ${target} into ${dataDir} and ${mediaDir}`);
  }
} catch (error) {
  if (!(error instanceof BackupRefused) && !(error instanceof DataDirInUseError)) throw error;
  console.error(`refused: ${error.message}`);
  process.exit(1);
}
