/**
 * `pnpm --filter @taxlearn/server content:publish <kind> <draftId>` (kind: policy | case)
 * Publishes a draft from `content_drafts` as an article and tells the learners subscribed to its category or topic,
 * in one transaction. With the embedded database stop the server first (it admits one process); with DATABASE_URL
 * the running servers clear their response caches through the shared cache's NOTIFY.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/database";
import { isPublishableKind, PUBLISHABLE_KINDS, publishDraft } from "../src/features/subscriptions/publish-draft";
import { CACHE_CHANNEL } from "../src/http/shared-response-cache";
import { openUnlessInUse, serverDataDir } from "./server-data";

const [kind = "", idArg = ""] = process.argv.slice(2);
const id = Number(idArg);
if (!isPublishableKind(kind) || !Number.isInteger(id) || id < 1) {
  console.error(`usage: content:publish <${PUBLISHABLE_KINDS.join("|")}> <draftId>`);
  process.exit(1);
}
const dataDir = serverDataDir();
const database = await openUnlessInUse(() =>
  openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    onConnectionError: (error) => console.error(`database connection lost: ${error.message}`),
  }),
);
try {
  const result = await publishDraft(database.db, kind, id, new Date());
  if (!result.ok) {
    console.error(result.message);
    process.exitCode = 1;
  } else {
    if (database.kind === "postgres")
      await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'content:publish')`);
    console.log(result.message);
  }
} finally {
  await database.close();
}
