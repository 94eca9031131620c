import { relative } from "node:path";
import type { Plugin } from "vite";

/** Where the build writes the map, beside Vite's own manifest (the server reads it from there). */
const LAZY_MODULE_CHUNKS_FILE = ".vite/lazy-module-chunks.json";

/**
 * Writes `.vite/lazy-module-chunks.json`: every module the app imports lazily (each route's screen), by its source
 * path from the app's root, with the file of the chunk that holds it. Vite's manifest names a chunk after the module
 * it was built for; a screen that ends up inside another chunk (small shared chunks are copied into their users,
 * decision 114) has no entry of its own there. The server reads this map to link such a screen's chunk and styles.
 */
export function lazyModuleChunks(): Plugin {
  let root = process.cwd();
  return {
    name: "taxlearn:lazy-module-chunks",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const id of output.moduleIds) {
          if (id.startsWith("\0") || id.includes("node_modules")) continue;
          if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0) continue;
          chunkOf[relative(root, id).split("\\").join("/")] = output.fileName;
        }
      }
      const sorted = Object.fromEntries(Object.entries(chunkOf).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({
        type: "asset",
        fileName: LAZY_MODULE_CHUNKS_FILE,
        source: `${JSON.stringify(sorted, null, 2)}\n`,
      });
    },
  };
}
