import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type DbSchema = typeof schema;
/** The one database type the features use; PGlite and node-postgres both implement it. */
export type Database = PgDatabase<PgQueryResultHKT, DbSchema>;
export type DatabaseKind = "pglite" | "postgres";

export interface OpenDatabase {
  readonly db: Database;
  readonly kind: DatabaseKind;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * `databaseUrl` set → PostgreSQL server through node-postgres; otherwise embedded PGlite,
 * persisted under `<dataDir>/pglite`, or in memory when `dataDir` is null (tests).
 * The committed SQL migrations are applied either way.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDir === null) {
    client = new PGlite();
  } else {
    const dir = join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}
