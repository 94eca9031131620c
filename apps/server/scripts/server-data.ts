import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DataDirInUseError } from "../src/db/data-dir-lock";

/** The data directory of `pnpm start` run from the repository root, unless DATA_DIR names another. */
export const serverDataDir = (): string =>
  resolve(process.env.DATA_DIR ?? fileURLToPath(new URL("../../../.data", import.meta.url)));

/**
 * Opens the server's database for a command-line tool. While a server holds the embedded database (decision 112)
 * the tool ends with one line saying so, not a stack trace: the cause is an everyday one, not a bug.
 */
export async function openUnlessInUse<T>(open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`refused: ${error.message}`);
    process.exit(1);
  }
}
