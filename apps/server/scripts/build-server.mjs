#!/usr/bin/env node
// Compiles src/main.ts (and the operator commands that production runs) into dist/ with esbuild, so production
// starts with plain `node dist/main.js` instead of compiling TypeScript on every start.
// The workspace packages (@taxlearn/core, @taxlearn/api point at their TypeScript source) are bundled; every other
// package stays external and loads from node_modules as usual (PGlite and sharp load wasm and native files next to
// themselves). Source files find their migrations, fonts and seed pictures relative to themselves
// (new URL("../../drizzle", import.meta.url)): each file's import.meta.url is rewritten to the URL of its own
// source file, computed from the compiled file's place, so those paths resolve from dist/ as they do from src/.
import { readFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(serverDir, "dist");

/** Entry points: name in dist/ → source file. */
export const ENTRY_POINTS = {
  main: "src/main.ts",
};

const sourceUrlPlugin = {
  name: "source-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const fromDist = relative(outdir, args.path).split("\\").join("/");
      return {
        contents: source.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`),
        loader: "ts",
      };
    });
  },
};

const externalPackagesPlugin = {
  name: "external-packages",
  setup(b) {
    // bare imports outside the workspace stay imports of node_modules
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@taxlearn/") ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  absWorkingDir: serverDir,
  entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS)),
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  outExtension: { ".js": ".js" },
  chunkNames: "chunks/[name]-[hash]",
  plugins: [externalPackagesPlugin, sourceUrlPlugin],
  logLevel: "warning",
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`server compiled into ${relative(process.cwd(), outdir) || "."} (${Math.round(bytes / 1024)} KiB)`);
