// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * The web app's three layers (README "Layout"), read from the folders at run time so that a new feature or a new
 * shared folder needs no configuration: `app/` and the entry files at the top of src/ may import anything;
 * `features/<x>/` imports its own folder and the shared layer; every other top-level folder of src/ is the shared
 * layer and imports only itself.
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 350;

/** Source files as src-relative posix paths → their text. */
type Sources = ReadonlyMap<string, string>;

const readSources = (dir: string): [string, string][] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return readSources(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith(".d.ts")) return [];
    return [[relative(SRC, path).split("\\").join("/"), readFileSync(path, "utf8")]];
  });

const isTest = (file: string) => /\.(test|stories)\.tsx?$/.test(file) || file.startsWith("testing/");

type Layer = { kind: "app" } | { kind: "feature"; feature: string } | { kind: "shared" };

const layerOf = (file: string): Layer => {
  const [top, second] = file.split("/");
  if (top === "features" && second !== undefined) return { kind: "feature", feature: second };
  // app/ and the entry files beside it (main.tsx, entry-server.tsx, hydrate.ts) assemble everything
  if (top === "app" || !file.includes("/")) return { kind: "app" };
  return { kind: "shared" };
};

/**
 * A file's relative imports, resolved to src-relative paths: `import … from`, `export … from`, bare `import "…"`
 * and lazy `import("…")`. A specifier resolves to the source file it names when there is one (`./x` → `./x.tsx`,
 * `./dir` → `./dir/index.ts`), otherwise stays as written (a stylesheet, an asset).
 */
const importsOf = (file: string, sources: Sources): string[] => {
  const text = sources.get(file) ?? "";
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s*["'](\.{1,2}\/[^"']+)["']/gms,
    /^\s*import\s*["'](\.{1,2}\/[^"']+)["']/gm,
    /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const written = posix.normalize(posix.join(posix.dirname(file), match[1]!));
      const candidates = [written, `${written}.ts`, `${written}.tsx`, `${written}/index.ts`, `${written}/index.tsx`];
      found.push(candidates.find((c) => sources.has(c)) ?? written);
    }
  }
  return found;
};

/** Imports that cross a layer boundary the wrong way, as "from -> to". */
function layerViolations(sources: Sources): { featureToFeature: string[]; featureToApp: string[]; shared: string[] } {
  const featureToFeature: string[] = [];
  const featureToApp: string[] = [];
  const shared: string[] = [];
  for (const file of sources.keys()) {
    const from = layerOf(file);
    if (from.kind === "app") continue;
    for (const target of importsOf(file, sources)) {
      const to = layerOf(target);
      const edge = `${file} -> ${target}`;
      if (from.kind === "shared" && to.kind !== "shared") shared.push(edge);
      if (from.kind === "feature" && to.kind === "app") featureToApp.push(edge);
      if (from.kind === "feature" && to.kind === "feature" && to.feature !== from.feature) featureToFeature.push(edge);
    }
  }
  return { featureToFeature, featureToApp, shared };
}

/**
 * Every cycle among production files, as "a -> b -> a". Lazy `import()` edges count too: a screen that lazily
 * imports the module that imports it is still two modules that cannot be understood one without the other.
 */
function productionCycles(sources: Sources): string[] {
  const production = [...sources.keys()].filter((f) => !isTest(f));
  const graph = new Map(production.map((f) => [f, importsOf(f, sources).filter((t) => sources.has(t) && !isTest(t))]));
  return cyclesOf(graph);
}

function longFiles(sources: Sources): string[] {
  return [...sources]
    .filter(([file, text]) => !isTest(file) && text.split("\n").length > MAX_LINES)
    .map(([file, text]) => `${file} (${text.split("\n").length} lines)`);
}

/** Every cycle a depth-first walk meets, as "a -> b -> a". */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (node: string, path: string[]) => {
    if (state.get(node) === "done") return;
    if (state.get(node) === "open") {
      cycles.push([...path.slice(path.indexOf(node)), node].join(" -> "));
      return;
    }
    state.set(node, "open");
    for (const target of graph.get(node) ?? []) visit(target, [...path, node]);
    state.set(node, "done");
  };
  for (const node of graph.keys()) visit(node, []);
  return cycles;
}

const sources: Sources = new Map(readSources(SRC));

describe("web module boundaries", () => {
  it("reads the app's folders (a test over nothing would pass)", () => {
    const features = new Set(
      [...sources.keys()].map(layerOf).flatMap((l) => (l.kind === "feature" ? [l.feature] : [])),
    );
    expect(features.size).toBeGreaterThan(10);
    expect([...sources.keys()].filter((f) => layerOf(f).kind === "shared").length).toBeGreaterThan(20);
  });

  it("a feature imports no other feature and not app/", () => {
    const { featureToFeature, featureToApp } = layerViolations(sources);
    expect(featureToFeature).toEqual([]);
    expect(featureToApp).toEqual([]);
  });

  it("the shared layer imports no feature and not app/", () => {
    expect(layerViolations(sources).shared).toEqual([]);
  });

  it("production modules import each other without cycles", () => {
    expect(productionCycles(sources)).toEqual([]);
  });

  it(`no production file is over ${MAX_LINES} lines`, () => {
    expect(longFiles(sources)).toEqual([]);
  });
});

describe("web module boundaries: the checks fail on a planted violation", () => {
  const planted = (files: Record<string, string>): Sources => new Map(Object.entries(files));

  it("finds a feature importing another feature, however deep and by whichever import form", () => {
    const violations = layerViolations(
      planted({
        "features/qa/qa-screen.tsx": 'import { AdminShell } from "../admin/admin-shell";\n',
        "features/qa/list/qa-list.tsx": 'export { x } from "../../courses";\n',
        "features/qa/screens.ts": 'const s = () => import("../study-plan/plan-screen");\n',
        "features/qa/qa.messages.ts": "export const QA = {};\n",
        "features/qa/own.tsx": 'import { QA } from "./qa.messages";\n',
        "features/admin/admin-shell.tsx": "export const AdminShell = 1;\n",
        "features/courses/index.ts": "export const x = 1;\n",
      }),
    );
    expect(violations.featureToFeature).toEqual([
      "features/qa/qa-screen.tsx -> features/admin/admin-shell.tsx",
      "features/qa/list/qa-list.tsx -> features/courses/index.ts",
      "features/qa/screens.ts -> features/study-plan/plan-screen",
    ]);
  });

  it("finds a feature importing app/", () => {
    const violations = layerViolations(
      planted({ "features/qa/qa-screen.tsx": 'import { useFrame } from "../../app/frame/frame";\n' }),
    );
    expect(violations.featureToApp).toEqual(["features/qa/qa-screen.tsx -> app/frame/frame"]);
  });

  it("finds the shared layer importing a feature or app/, and lets app/ import both", () => {
    const violations = layerViolations(
      planted({
        "lib/session/session.ts": 'import { QA } from "../../features/qa/qa.messages";\n',
        "components/heading.tsx": 'import "../app/frame/frame.css";\n',
        "hooks/use-x.ts": 'import { a } from "../lib/a";\n',
        "app/router/screens.ts": 'import { QA } from "../../features/qa/qa.messages";\n',
        "main.tsx": 'import { App } from "./app/app";\n',
      }),
    );
    expect(violations.shared).toEqual([
      "lib/session/session.ts -> features/qa/qa.messages",
      "components/heading.tsx -> app/frame/frame.css",
    ]);
    expect(violations.featureToApp).toEqual([]);
  });

  it("finds a cycle between production files, also through a lazy import, and ignores tests", () => {
    expect(
      productionCycles(
        planted({
          "app/router/guarded-routes.tsx": 'import { RouteScreen } from "./route-screen";\n',
          "app/router/route-screen.tsx": 'const g = () => import("./guarded-routes");\n',
          "app/router/route-screen.test.tsx": 'import { RouteScreen } from "./route-screen";\n',
        }),
      ),
    ).toEqual(["app/router/guarded-routes.tsx -> app/router/route-screen.tsx -> app/router/guarded-routes.tsx"]);
    expect(
      productionCycles(
        planted({
          "lib/a.ts": 'import { b } from "./b";\n',
          "lib/b.ts": "export const b = 1;\n",
          "lib/b.test.ts": 'import { a } from "./a";\n',
        }),
      ),
    ).toEqual([]);
  });

  it(`finds a production file over ${MAX_LINES} lines, not a test`, () => {
    const long = "const x = 1;\n".repeat(MAX_LINES);
    expect(longFiles(planted({ "lib/long.ts": long, "lib/long.test.ts": long, "lib/short.ts": "x\n" }))).toEqual([
      `lib/long.ts (${MAX_LINES + 1} lines)`,
    ]);
  });
});
