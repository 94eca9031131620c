import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

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
