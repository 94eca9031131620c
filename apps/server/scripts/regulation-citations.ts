/**
 * `pnpm --filter @taxlearn/server regulation:citations [--rescan]`
 * Lists the citations (文号 and 《titles》) in policy, case and course texts that no policy of the library resolves,
 * one per line: source kind, id, the citation as written. `--rescan` first re-reads every text (after texts were
 * changed outside the server). Uses the same database as the server (DATABASE_URL, else the embedded one in
 * DATA_DIR; stop the server first on the embedded one).
 */
import { openDatabase } from "../src/db/database";
import { unresolvedCitations } from "../src/features/regulation/regulation.repo";
import { rescanCitations } from "../src/features/regulation/regulation.writes";
import { openUnlessInUse, serverDataDir } from "./server-data";

const flags = process.argv.slice(2);
if (flags.some((f) => f !== "--rescan")) {
  console.error("usage: regulation:citations [--rescan]");
  process.exit(1);
}

const dataDir = serverDataDir();
const database = await openUnlessInUse(() =>
  openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir }),
);
try {
  if (flags.includes("--rescan")) console.log(`rescanned ${await rescanCitations(database.db)} texts`);
  const rows = await unresolvedCitations(database.db);
  for (const row of rows) console.log(`${row.source_kind}\t${row.source_id}\t${row.raw}`);
  console.log(`${rows.length} unresolved citation(s)`);
} finally {
  await database.close();
}
