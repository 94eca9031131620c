import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/database";
import { seedIfEmpty } from "../db/seed/seed";
import { DatabaseSearchIndex } from "../features/search/database-search-index.repo";
import { TEST_START } from "./test-server";

/**
 * Every test server used to run initdb, all migrations and the seed for itself (~4 s of CPU each). The server
 * project's global setup builds the two starting points once per run — migrated, and migrated + seeded at
 * TEST_START — and each test server copies one: a PGlite data-directory dump, or a PostgreSQL template database.
 */
export interface DatabaseTemplates {
  readonly kind: "pglite" | "postgres";
  /** pglite: dump files; postgres: template database names. */
  readonly empty: string;
  readonly seeded: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function buildDatabase(target: { databaseUrl?: string }, seed: boolean): Promise<PGlite | null> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: null });
  if (seed) await seedIfEmpty(database.db, (db) => new DatabaseSearchIndex(db), TEST_START);
  if (database.kind === "postgres") {
    await database.close();
    return null;
  }
  return (database.db as unknown as { $client: PGlite }).$client;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Vitest global setup of the server project. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const prefix = `taxlearn_template_${randomBytes(4).toString("hex")}`;
    const names = { empty: `${prefix}_empty`, seeded: `${prefix}_seeded` };
    for (const [key, name] of Object.entries(names)) {
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
      await buildDatabase({ databaseUrl: databaseUrl(adminUrl, name) }, key === "seeded");
    }
    project.provide("databaseTemplates", { kind: "postgres", ...names });
    return async () => {
      for (const name of Object.values(names))
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const folder = mkdtempSync(join(tmpdir(), "taxlearn-test-templates-"));
  const files = { empty: join(folder, "empty.tar"), seeded: join(folder, "seeded.tar") };
  for (const [key, file] of Object.entries(files)) {
    const client = (await buildDatabase({}, key === "seeded"))!;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    await client.close();
  }
  project.provide("databaseTemplates", { kind: "pglite", ...files });
  return async () => rmSync(folder, { recursive: true, force: true });
}
