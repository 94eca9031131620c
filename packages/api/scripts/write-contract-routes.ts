// Writes src/client/contract-routes.ts: each contract's name, path, method and organisation header, without its
// schemas, for the browser's client (decision 108). Run after adding or changing a contract:
//   pnpm --filter @taxlearn/api routes:write
// (src/client/contract-routes.test.ts fails while the file is out of date.)
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { contractRoutesSource } from "../src/client/contract-routes-source";

const target = fileURLToPath(new URL("../src/client/contract-routes.ts", import.meta.url));
writeFileSync(target, contractRoutesSource());
// the repository's formatter wraps the long entries
execFileSync("pnpm", ["exec", "biome", "format", "--write", target], { stdio: "inherit" });
