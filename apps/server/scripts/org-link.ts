/**
 * `pnpm --filter @taxlearn/server org:link <orgId> <externalUserId> [username]`
 * `pnpm --filter @taxlearn/server org:link <orgId> --company <companyId>`
 * Prints an /orgLogin URL that logs the given partner user in, exactly as a partner's server would build it:
 * the identity and a timestamp sealed with the organisation's key (valid for 5 minutes, usable once). A company
 * link names no user: whoever opens it logs in or registers and joins that company (an enrolment ticket).
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ORGANISATIONS } from "../src/db/seed/organisations.seed";
import { sealOrgPayload } from "../src/features/orgs/org-payload";
import { loadOrgMasterKey, orgSecret } from "../src/features/orgs/org-secrets";
import { serverDataDir } from "./server-data";

const [orgArg, externalUserId, username] = process.argv.slice(2);
const companyId = externalUserId === "--company" ? username : undefined;
const org = ORGANISATIONS.find((o) => String(o.id) === orgArg);
if (!org || !externalUserId || (externalUserId === "--company" && !companyId)) {
  console.error("usage: org:link <orgId> <externalUserId> [username] | org:link <orgId> --company <companyId>");
  console.error(`known organisations: ${ORGANISATIONS.map((o) => `${o.id} ${o.name}`).join(", ")}`);
  process.exit(1);
}

const dataDir = serverDataDir();
if (!process.env.ORG_MASTER_KEY && !existsSync(join(dataDir, "org-master.key"))) {
  console.error(
    `no org master key in ${dataDir}: start the server once (pnpm start), or set DATA_DIR / ORG_MASTER_KEY`,
  );
  process.exit(1);
}
const masterKey = loadOrgMasterKey({ envValue: process.env.ORG_MASTER_KEY, dataDir });
const { content, secret } = sealOrgPayload(org.id, orgSecret(masterKey, org.id), {
  ...(companyId ? { companyId } : { externalUserId, ...(username ? { username } : {}) }),
  issuedAt: Date.now(),
  nonce: randomBytes(16).toString("base64url"),
});
const base = process.env.ORG_LINK_BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const query = new URLSearchParams({ orgId: String(org.id), content, secret });
console.log(`${base}/orgLogin?${query.toString()}`);
console.error(`${org.name}: valid for 5 minutes, one use.`);
