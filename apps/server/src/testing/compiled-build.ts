import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_DIR } from "./spawned-server";

const ROOT = join(SERVER_DIR, "..", "..");
/** Test files that build the compiled server take turns: esbuild rewriting dist/ under a running node breaks it. */
const LOCK = join(tmpdir(), "taxlearn-server-build.lock");

/**
 * Builds apps/server/dist when its sources changed since the last build (the stamp `pnpm start` uses,
 * scripts/build.mjs), one test file at a time; a file that finds the build done starts from it.
 */
export function buildCompiledServer(): void {
  const script = `const { buildParts } = await import(${JSON.stringify(pathToFileURL(join(ROOT, "scripts", "build.mjs")).href)});
process.exit(buildParts({ ifChanged: true, only: ["server"] }).length);`;
  const built = spawnSync("flock", [LOCK, process.execPath, "--input-type=module", "-e", script], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}${built.error ?? ""}`);
}
