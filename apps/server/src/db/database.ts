import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { observedGauge } from "../shared/metrics";
import { TurnTakingPGlite } from "./connection-turns";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type DbSchema = typeof schema;
/** The one database type the features use; PGlite and node-postgres both implement it. */
export type Database = PgDatabase<PgQueryResultHKT, DbSchema>;
export type DatabaseKind = "pglite" | "postgres";

export interface OpenDatabase {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** The embedded client (PGlite only): the lecture queue's adapter runs its SQL on it. */
  readonly pglite?: PGlite;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * `databaseUrl` set → PostgreSQL server through node-postgres; otherwise embedded PGlite,
 * persisted under `<dataDir>/pglite`, or in memory when `dataDir` is null (tests).
 * The committed SQL migrations are applied either way.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  /**
   * In memory only (`dataDir` null): start from this dump of an already migrated database instead of running
   * initdb and every migration again (the test suites' shared templates, testing/database-templates.ts).
   */
  pgliteTemplate?: Blob;
  /** Told when an idle pooled connection breaks (a PostgreSQL restart): the pool drops it and opens a new one. */
  onConnectionError?: (error: Error) => void;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // without a listener, an idle client's error would crash the process
    pool.on("error", (error) => options.onConnectionError?.(error));
    // a request waiting for a pooled client shows here (the embedded database's waits: connection-turns.ts)
    observedGauge(
      "taxlearn_database_pool_clients",
      "PostgreSQL pool clients: total, idle, and requests waiting for one",
      ["state"],
      async () => [
        [{ state: "total" }, pool.totalCount],
        [{ state: "idle" }, pool.idleCount],
        [{ state: "waiting" }, pool.waitingCount],
      ],
    );
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Database, kind: "postgres", close: () => endPool(pool) };
  }
  let client: TurnTakingPGlite;
  let lock: { release: () => void } | null = null;
  if (options.dataDir === null) {
    client = new TurnTakingPGlite(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : undefined);
  } else {
    const dir = join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    // one process per data directory: PGlite has no postmaster to refuse a second one (data-dir-lock.ts)
    lock = lockDataDir(options.dataDir);
    client = new TurnTakingPGlite({ dataDir: dir });
  }
  const close = async () => {
    try {
      await client.close();
    } finally {
      lock?.release();
    }
  };
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Database, kind: "pglite", pglite: client, close };
  } catch (error) {
    // the start fails (the caller stops): the next start must not find this process's lock
    lock?.release();
    throw error;
  }
}

/**
 * `pool.end()` resolves once the pool has let go of its clients, before their connections have closed; waiting for
 * each client's `remove` (emitted when its connection has ended) means the server has seen every session end, so
 * whatever follows (a shutdown, dropping a test database) meets no open connection. Bounded, in case a client never
 * finishes connecting.
 */
async function endPool(pool: pg.Pool, timeoutMs = 5000): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on("remove", () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}
