/**
 * `pnpm --filter @taxlearn/server invoice:issue <applicationId>` / `invoice:void <applicationId>`
 * Issues (renders the PDF, tells the learner) or voids an invoice application on the RUNNING server: the embedded
 * database belongs to the server process, so the command asks it, authenticated by the operator token derived from
 * the server's master key (DATA_DIR/org-master.key or ORG_MASTER_KEY). INVOICE_OPERATOR_URL (default
 * http://127.0.0.1:$PORT, PORT 3000) says where the server listens.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { OPERATOR_TOKEN_HEADER, operatorToken } from "../src/features/invoices/invoice-operator";
import { loadOrgMasterKey } from "../src/features/orgs/org-secrets";
import { serverDataDir } from "./server-data";

const [action, id] = process.argv.slice(2);
if ((action !== "issue" && action !== "void") || !id || !/^[1-9]\d*$/.test(id)) {
  console.error("usage: invoice:issue <applicationId> | invoice:void <applicationId>");
  process.exit(1);
}
const dataDir = serverDataDir();
if (!process.env.ORG_MASTER_KEY && !existsSync(join(dataDir, "org-master.key"))) {
  console.error(`no master key in ${dataDir}: start the server once (pnpm start), or set DATA_DIR / ORG_MASTER_KEY`);
  process.exit(1);
}
const masterKey = loadOrgMasterKey({ envValue: process.env.ORG_MASTER_KEY, dataDir });
const base = process.env.INVOICE_OPERATOR_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const response = await fetch(`${base}/api/operator/invoice/${id}/${action}`, {
  method: "POST",
  headers: { [OPERATOR_TOKEN_HEADER]: operatorToken(masterKey) },
}).catch((error: unknown) => {
  console.error(`cannot reach the server at ${base} (is it running? INVOICE_OPERATOR_URL): ${String(error)}`);
  process.exit(1);
});
const body = (await response.json()) as { status: number; msg: string };
console.log(body.msg);
process.exit(body.status === 200 ? 0 : 1);
