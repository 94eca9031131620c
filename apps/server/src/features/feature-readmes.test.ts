import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getTableName, type Table } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../db/schema";
import { TABLE_OWNERS } from "../db/table-owners";

const SRC = join(dirname(fileURLToPath(import.meta.url)), "..");
const FEATURES = join(SRC, "features");

/** The README of an owner: features/<owner>/README.md, or src/<owner>/README.md for the shared `auth`. */
const readmeOf = (owner: string): string =>
  existsSync(join(FEATURES, owner)) ? join(FEATURES, owner, "README.md") : join(SRC, owner, "README.md");

const SCHEMA_EXPORTS = new Map<string, unknown>(Object.entries(schema));

/** The owners whose README does not name, in backticks, every table they own (by its SQL name). */
export const unnamedTables = (owners: Readonly<Record<string, string>>, readme: (owner: string) => string) =>
  Object.entries(owners)
    .map(([exportName, owner]) => ({ owner, table: getTableName(SCHEMA_EXPORTS.get(exportName) as Table) }))
    .filter(({ owner, table }) => !readme(owner).includes(`\`${table}\``))
    .map(({ owner, table }) => `${owner}: ${table}`);

describe("each feature's README", () => {
  const features = readdirSync(FEATURES, { withFileTypes: true }).filter((d) => d.isDirectory());

  it("exists, and shows how to try the feature with one command", () => {
    const without = features.filter((d) => {
      const path = join(FEATURES, d.name, "README.md");
      return !existsSync(path) || !/^\s*(curl|pnpm) /m.test(readFileSync(path, "utf8"));
    });
    expect(without.map((d) => d.name)).toEqual([]);
  });

  it("names every table its feature owns (db/table-owners.ts)", () => {
    expect(unnamedTables(TABLE_OWNERS, (owner) => readFileSync(readmeOf(owner), "utf8"))).toEqual([]);
  });

  it("finds a README that leaves an owned table out (the check can fail)", () => {
    expect(unnamedTables({ courses: "catalogue" }, () => "# catalogue\n\nNo tables named here.")).toEqual([
      "catalogue: courses",
    ]);
  });
});
