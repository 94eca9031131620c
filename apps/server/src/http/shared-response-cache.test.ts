import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/database";
import { createScratchDatabase } from "../testing/spawned-server";
import { SharedResponseCache } from "./shared-response-cache";

// The cross-process behaviour needs PostgreSQL: this runs in the PostgreSQL pass (DATABASE_URL, a superuser URL).
const adminUrl = process.env.DATABASE_URL;
const quiet = { info: () => {}, error: () => {} };
const body = (text: string) => Buffer.from(text, "utf8");

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(!adminUrl)("SharedResponseCache on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: OpenDatabase;
  let first: SharedResponseCache;
  let second: SharedResponseCache;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!);
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
    first = await SharedResponseCache.connect({ databaseUrl: scratch.url, db: database.db, log: quiet });
    second = await SharedResponseCache.connect({ databaseUrl: scratch.url, db: database.db, log: quiet });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await scratch?.drop();
  });

  it("clears the other cache when one invalidates, and keeps its own entries on its own notification", async () => {
    first.set("a", body("1"), first.generation);
    second.set("a", body("2"), second.generation);
    first.invalidate();
    expect(first.get("a")).toBeUndefined();
    await until(() => second.get("a") === undefined);
    // a notification is not echoed back to its sender: an entry stored after its own invalidate survives
    first.set("b", body("3"), first.generation);
    await new Promise((r) => setTimeout(r, 200));
    expect(first.get("b")).toBeDefined();
  });

  it("serves nothing while its listening connection is down, and resumes once it has reconnected", async () => {
    second.set("c", body("4"), second.generation);
    expect(second.get("c")).toBeDefined();
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN taxlearn_response_cache' and pid <> pg_backend_pid()`,
    );
    await until(() => !second.listening);
    expect(second.get("c")).toBeUndefined();
    second.set("d", body("5"), second.generation);
    expect(second.get("d")).toBeUndefined();
    await until(() => second.listening && first.listening);
    second.set("e", body("6"), second.generation);
    expect(second.get("e")).toBeDefined();
    // and notifications flow again
    first.invalidate();
    await until(() => second.get("e") === undefined);
  });
});
