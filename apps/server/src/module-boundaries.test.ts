import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TABLE_OWNERS } from "./db/table-owners";

const SRC = dirname(fileURLToPath(import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });

const isTest = (file: string) => file.endsWith(".test.ts") || file.includes(`${join(SRC, "testing")}/`);
const isSeed = (file: string) => file.startsWith(`${join(SRC, "db", "seed")}/`);
const name = (file: string) => relative(SRC, file).split("\\").join("/");

/** The relative imports of a file (static `import`/`export … from`), resolved to files under src. */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, "utf8").matchAll(/^(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gms)].map(
    (m) => `${resolve(dirname(file), m[1]!)}.ts`,
  );

const production = sourceFiles(SRC).filter((f) => !isTest(f));

/** A file as the table and SQL rules see it: its name under src and its text (a fixture in the self-tests). */
interface Source {
  readonly name: string;
  readonly text: string;
}

/** Test kits next to the code (they import vitest or the test server) may set rows up directly. */
const isTestSupport = (text: string) => /from\s+"(?:vitest|(?:\.\.?\/)+testing\/[^"]+)"/.test(text);

const ownerFolder = (owner: string) => (owner === "auth" ? "auth/" : `features/${owner}/`);
const ownerOfTable = (table: string): string | undefined => (TABLE_OWNERS as Record<string, string>)[table];

/** The tables a file imports from db/schema, by their exported names. */
function tablesImportedBy({ name: file, text }: Source): string[] {
  const tables: string[] = [];
  for (const m of text.matchAll(/^import\s+(?:type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+"(\.{1,2}\/[^"]+)"/gms)) {
    const target = join(dirname(file), m[2]!).split("\\").join("/");
    if (target !== "db/schema" && !target.startsWith("db/schema/")) continue;
    if (m[1]!.startsWith("*")) tables.push("* (every table)");
    else
      for (const specifier of m[1]!.slice(1, -1).split(",")) {
        const imported = specifier
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!;
        if (ownerOfTable(imported)) tables.push(imported);
      }
  }
  return tables;
}

/** "file -> table (owner)" for each table a file reads outside its owner's repositories. */
function foreignTableImports(files: readonly Source[]): string[] {
  return files
    .filter((f) => !f.name.startsWith("db/") && !isTestSupport(f.text))
    .flatMap((f) =>
      tablesImportedBy(f)
        .filter((table) => {
          const owner = ownerOfTable(table);
          return !owner || !(f.name.startsWith(ownerFolder(owner)) && f.name.endsWith(".repo.ts"));
        })
        .map((table) => `${f.name} -> ${table} (${ownerOfTable(table) ?? "no owner"})`),
    );
}

/** Building SQL: a value import of drizzle's operators or `sql`, or a statement started on a database/transaction. */
const SQL_IMPORT = /^import\s+\{([^}]*)\}\s+from\s+"drizzle-orm(?:\/[^"]*)?"/gm;
const SQL_STATEMENT = /\b(?:db|tx|trx|executor)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\b/;
const buildsSql = (text: string) =>
  SQL_STATEMENT.test(text) ||
  [...text.matchAll(SQL_IMPORT)].some((m) =>
    m[1]!.split(",").some((s) => s.trim() !== "" && !s.trim().startsWith("type ")),
  );

/** Files outside db/ and outside `*.repo.ts` that build SQL themselves. */
const sqlOutsideRepositories = (files: readonly Source[]): string[] =>
  files
    .filter((f) => !f.name.startsWith("db/") && !f.name.endsWith(".repo.ts") && !isTestSupport(f.text))
    .filter((f) => buildsSql(f.text))
    .map((f) => f.name);

const productionSources: Source[] = production.map((f) => ({ name: name(f), text: readFileSync(f, "utf8") }));

describe("module boundaries", () => {
  it("no production file outside db/seed imports a seed module", () => {
    // Start-up runs the seed on an empty database: that call is the seed's one entry point.
    const allowed = new Set(["create-server.ts -> db/seed/seed.ts"]);
    const edges = production
      .filter((f) => !isSeed(f))
      .flatMap((f) =>
        importsOf(f)
          .filter(isSeed)
          .map((target) => `${name(f)} -> ${name(target)}`),
      );
    expect(edges.filter((e) => !allowed.has(e))).toEqual([]);
    // the one entry point is still used (a stale entry would hide nothing, but say nothing true either)
    expect([...allowed].filter((e) => !edges.includes(e))).toEqual([]);
  });

  it("finds a seed import when there is one (the check above can fail)", () => {
    const edges = importsOf(join(SRC, "db", "seed", "seed.ts"))
      .filter(isSeed)
      .map(name);
    expect(edges).toContain("db/seed/catalogue.seed.ts");
  });

  it("no production file outside the seed data is over 350 lines", () => {
    const lineCount = (file: string) => readFileSync(file, "utf8").split("\n").length;
    const long = production.filter((f) => !isSeed(f) && lineCount(f) > 350).map(name);
    expect(long).toEqual([]);
  });

  it("production modules import each other without cycles", () => {
    const graph = new Map(production.map((f) => [f, importsOf(f).filter((t) => production.includes(t))]));
    expect(cyclesOf(graph)).toEqual([]);
  });

  it("features depend on each other without cycles", () => {
    const featureOf = (file: string) => /^features\/([^/]+)\//.exec(name(file))?.[1];
    const graph = new Map<string, string[]>();
    for (const file of production) {
      const from = featureOf(file);
      if (!from) continue;
      const targets = importsOf(file)
        .map(featureOf)
        .filter((t): t is string => t !== undefined && t !== from);
      graph.set(from, [...new Set([...(graph.get(from) ?? []), ...targets])]);
    }
    expect(cyclesOf(graph)).toEqual([]);
  });
});

describe("one owner per table", () => {
  it("every owner is a module folder", () => {
    const missing = [...new Set(Object.values(TABLE_OWNERS))].filter((owner) => {
      const folder = join(SRC, ownerFolder(owner));
      return !production.some((f) => f.startsWith(folder));
    });
    expect(missing).toEqual([]);
  });

  it("a table is imported only by its owner's repositories", () => {
    expect(foreignTableImports(productionSources)).toEqual([]);
  });

  it("SQL is built only in repositories", () => {
    expect(sqlOutsideRepositories(productionSources)).toEqual([]);
  });

  it("finds a table imported outside its owner's repositories (the check can fail)", () => {
    const planted: Source[] = [
      // another feature's repository reading the catalogue's table
      { name: "features/centre/centre.repo.ts", text: 'import { courses, type favourites } from "../../db/schema";\n' },
      // the owner's service, not its repository, under an alias and from the schema file itself
      { name: "features/orders/create-order.ts", text: 'import { orders as o } from "../../db/schema/orders";\n' },
      // the owner's repository and a test kit are fine
      { name: "features/catalogue/courses.repo.ts", text: 'import { courses } from "../../db/schema";\n' },
      {
        name: "features/orders/order-kit.ts",
        text: 'import { expect } from "vitest";\nimport { courses } from "../../db/schema";\n',
      },
    ];
    expect(foreignTableImports(planted)).toEqual([
      "features/centre/centre.repo.ts -> courses (catalogue)",
      "features/orders/create-order.ts -> orders (orders)",
    ]);
  });

  it("finds SQL built outside a repository (the check can fail)", () => {
    const planted: Source[] = [
      { name: "features/vip/vip.service.ts", text: 'import { and, eq } from "drizzle-orm";\n' },
      { name: "features/orders/order-state.ts", text: "const rows = await tx\n  .update(orders)\n" },
      { name: "shared/bus.ts", text: "await this.db.execute(notify);\n" },
      // types from drizzle, a transaction opened around repository calls, a repository itself: fine
      {
        name: "features/orders/create-order.ts",
        text: 'import type { SQL } from "drizzle-orm";\nawait db.transaction((tx) => repo.insertOrder(tx, row));\n',
      },
      { name: "features/orders/orders.repo.ts", text: 'import { eq, sql } from "drizzle-orm";\ndb.select()\n' },
    ];
    expect(sqlOutsideRepositories(planted)).toEqual([
      "features/vip/vip.service.ts",
      "features/orders/order-state.ts",
      "shared/bus.ts",
    ]);
  });
});

describe("http/ and db/ import no feature", () => {
  const featureImports = (files: readonly Source[]) =>
    files
      .filter((f) => f.name.startsWith("http/") || f.name.startsWith("db/"))
      .flatMap((f) =>
        [...f.text.matchAll(/^(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gms)]
          .map((m) => join(dirname(f.name), m[1]!).split("\\").join("/"))
          .filter((target) => target.startsWith("features/"))
          .map((target) => `${f.name} -> ${target}`),
      );

  it("no production file in http/ or db/ imports a feature", () => {
    // start-up seeds an empty database from the seed, which writes the features' rows through their own code
    expect(featureImports(productionSources.filter((f) => !isSeed(join(SRC, f.name))))).toEqual([]);
  });

  it("finds a feature imported from http/ (the check can fail)", () => {
    const planted: Source[] = [
      { name: "http/server-rendering.ts", text: 'import { requestOrigin } from "../features/seo/seo.routes";\n' },
      { name: "http/outcome.ts", text: 'import { fail } from "./envelope";\n' },
    ];
    expect(featureImports(planted)).toEqual(["http/server-rendering.ts -> features/seo/seo.routes"]);
  });
});

/** Every cycle a depth-first walk meets, as "a -> b -> a". */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (node: string, path: string[]) => {
    if (state.get(node) === "done") return;
    if (state.get(node) === "open") {
      cycles.push([...path.slice(path.indexOf(node)), node].map((n) => (n.startsWith(SRC) ? name(n) : n)).join(" -> "));
      return;
    }
    state.set(node, "open");
    for (const target of graph.get(node) ?? []) visit(target, [...path, node]);
    state.set(node, "done");
  };
  for (const node of graph.keys()) visit(node, []);
  return cycles;
}
