/**
 * `pnpm --filter @taxlearn/server org:sso-app <orgId> dingtalk <AppKey>`
 * `pnpm --filter @taxlearn/server org:sso-app <orgId> oauth2 <clientId> <authorizeUrl> <tokenUrl> <userInfoUrl>`
 * `pnpm --filter @taxlearn/server org:sso-app <orgId> <dingtalk|oauth2> --remove`
 * Registers (or replaces, or removes) an organisation's live DingTalk app or OAuth2 client in `org_sso_apps`. The
 * secret is read from the environment variable SSO_CLIENT_SECRET (not the command line, which shell history and the
 * process list keep). Uses the same database as the server (DATABASE_URL, else the embedded one in DATA_DIR).
 */
import { and, eq } from "drizzle-orm";
import { openDatabase } from "../src/db/database";
import { organisations, orgSsoApps, type StoredSsoApp } from "../src/db/schema";
import { openUnlessInUse, serverDataDir } from "./server-data";

const [orgIdText, provider, ...rest] = process.argv.slice(2);
const usage = () => {
  console.error("usage: org:sso-app <orgId> dingtalk <AppKey>");
  console.error("       org:sso-app <orgId> oauth2 <clientId> <authorizeUrl> <tokenUrl> <userInfoUrl>");
  console.error("       org:sso-app <orgId> <dingtalk|oauth2> --remove");
  console.error("the secret comes from SSO_CLIENT_SECRET");
  process.exit(1);
};
const orgId = Number(orgIdText);
if (!Number.isInteger(orgId) || orgId <= 0 || (provider !== "dingtalk" && provider !== "oauth2")) usage();
const remove = rest[0] === "--remove";
const httpsUrl = (value: string | undefined, name: string) => {
  try {
    const url = new URL(value ?? "");
    if (url.protocol === "https:" || (url.protocol === "http:" && url.hostname === "localhost")) return url.toString();
  } catch {
    // reported below
  }
  console.error(`${name} must be an https URL: ${value ?? "(missing)"}`);
  process.exit(1);
};
let config: StoredSsoApp | null = null;
if (!remove) {
  const secret = process.env.SSO_CLIENT_SECRET?.trim() ?? "";
  if (!secret) {
    console.error("set SSO_CLIENT_SECRET to the app's secret");
    process.exit(1);
  }
  if (provider === "dingtalk") {
    if (rest.length !== 1 || !rest[0]) usage();
    config = { clientId: rest[0]!, clientSecret: secret };
  } else {
    if (rest.length !== 4 || !rest[0]) usage();
    config = {
      clientId: rest[0]!,
      clientSecret: secret,
      authorizeUrl: httpsUrl(rest[1], "authorizeUrl"),
      tokenUrl: httpsUrl(rest[2], "tokenUrl"),
      userInfoUrl: httpsUrl(rest[3], "userInfoUrl"),
    };
  }
}

const dataDir = serverDataDir();
const database = await openUnlessInUse(() =>
  openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir }),
);
try {
  const [org] = await database.db.select().from(organisations).where(eq(organisations.id, orgId));
  if (!org) {
    console.error(`no organisation ${orgId}`);
    process.exitCode = 1;
  } else if (!config) {
    await database.db.delete(orgSsoApps).where(and(eq(orgSsoApps.orgId, orgId), eq(orgSsoApps.provider, provider!)));
    console.log(`${org.name} (${orgId}): ${provider} app removed`);
  } else {
    await database.db
      .insert(orgSsoApps)
      .values({ orgId, provider: provider!, config })
      .onConflictDoUpdate({ target: [orgSsoApps.orgId, orgSsoApps.provider], set: { config } });
    console.log(`${org.name} (${orgId}): ${provider} app ${config.clientId} registered (secret stored, not printed)`);
  }
} finally {
  await database.close();
}
