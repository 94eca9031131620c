/**
 * `pnpm --filter @taxlearn/server user:role <phone> <role> [--revoke]`
 * `pnpm --filter @taxlearn/server user:role <phone> org-manager --org <orgId> [--revoke]`
 * Grants (or revokes) an operator role to the account with this phone number: `staff` opens the live chat's agent
 * console (/service/agent); `org-manager` opens one organisation's study-hour reports (/org/reports). Uses the same database as the server (DATABASE_URL, else the embedded one in DATA_DIR).
 */
import { eq } from "drizzle-orm";
import { grantRole, isUserRole, revokeRole, USER_ROLES } from "../src/auth/user-roles";
import { openDatabase } from "../src/db/database";
import { organisations, users } from "../src/db/schema";
import { grantOrgManager, revokeOrgManager } from "../src/features/org-reports/org-reports.repo";
import { openUnlessInUse, serverDataDir } from "./server-data";

const args = process.argv.slice(2);
const orgAt = args.indexOf("--org");
// org-manager is per organisation: `--org <id>` names it (org_managers, not user_roles)
const orgId = orgAt >= 0 ? Number(args[orgAt + 1]) : null;
if (orgAt >= 0) args.splice(orgAt, 2);
const [phone, role, flag] = args;
const orgManager = role === "org-manager";
if (
  !phone ||
  !role ||
  (!isUserRole(role) && !orgManager) ||
  (flag !== undefined && flag !== "--revoke") ||
  (orgManager && (orgId === null || !Number.isInteger(orgId) || orgId < 1)) ||
  (!orgManager && orgAt >= 0)
) {
  console.error("usage: user:role <phone> <role> [--revoke]");
  console.error("       user:role <phone> org-manager --org <orgId> [--revoke]");
  console.error(`roles: ${USER_ROLES.join(", ")}, org-manager`);
  process.exit(1);
}

const dataDir = serverDataDir();
const database = await openUnlessInUse(() =>
  openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir }),
);
try {
  const [user] = await database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.mobile, phone));
  if (!user) {
    console.error(`no account with phone ${phone}`);
    process.exitCode = 1;
  } else if (orgManager && orgId !== null) {
    const [org] = await database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, orgId));
    if (!org) {
      console.error(`no organisation ${orgId}`);
      process.exitCode = 1;
    } else if (flag === "--revoke") {
      const had = await revokeOrgManager(database.db, orgId, user.id);
      console.log(`${user.username} (${phone}): org-manager of ${orgId} ${had ? "revoked" : "was not granted"}`);
    } else {
      const added = await grantOrgManager(database.db, { orgId, userId: user.id, at: new Date(), grantedBy: null });
      console.log(`${user.username} (${phone}): org-manager of ${orgId} ${added ? "granted" : "already granted"}`);
    }
  } else if (flag === "--revoke" && isUserRole(role)) {
    await revokeRole(database.db, user.id, role);
    console.log(`${user.username} (${phone}): ${role} revoked`);
  } else if (isUserRole(role)) {
    const added = await grantRole(database.db, user.id, role, new Date());
    console.log(`${user.username} (${phone}): ${role} ${added ? "granted" : "already granted"}`);
  }
} finally {
  await database.close();
}
