import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { workerServer } from "./e2e-servers";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

/**
 * A signed organisation login link from the server's own `org:link` CLI, as a partner's server would issue it,
 * for the e2e server's data directory (its organisation keys). Returns the path with its query.
 */
export function orgLoginPath(orgId: number, externalUserId: string, username?: string): string {
  const output = execFileSync(
    "pnpm",
    [
      "--silent",
      "--filter",
      "@taxlearn/server",
      "org:link",
      String(orgId),
      externalUserId,
      ...(username ? [username] : []),
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: workerServer().dataDir }, encoding: "utf8" },
  );
  const url = new URL(output.trim().split("\n").at(-1) ?? "");
  return url.pathname + url.search;
}

/** A company-only organisation link (no user): whoever opens it logs in or registers and joins the company. */
export function companyLoginPath(orgId: number, companyId: string): string {
  const output = execFileSync(
    "pnpm",
    ["--silent", "--filter", "@taxlearn/server", "org:link", String(orgId), "--company", companyId],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: workerServer().dataDir }, encoding: "utf8" },
  );
  const url = new URL(output.trim().split("\n").at(-1) ?? "");
  return url.pathname + url.search;
}
