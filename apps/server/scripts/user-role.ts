/**
 * `pnpm --filter @taxlearn/server user:role <phone> <role> [--revoke]`
 * Grants (or revokes) an operator role to the account with this phone number: `staff` opens the live chat's agent
 * console (/service/agent). Uses the same database as the server (DATABASE_URL, else the embedded one in DATA_DIR).
 */
import { eq } from "drizzle-orm";
import { grantRole, isUserRole, revokeRole, USER_ROLES } from "../src/auth/user-roles";
import { openDatabase } from "../src/db/database";
import { users } from "../src/db/schema";
import { openUnlessInUse, serverDataDir } from "./server-data";

const [phone, role, flag] = process.argv.slice(2);
if (!phone || !role || !isUserRole(role) || (flag !== undefined && flag !== "--revoke")) {
  console.error("usage: user:role <phone> <role> [--revoke]");
  console.error(`roles: ${USER_ROLES.join(", ")}`);
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
  } else if (flag === "--revoke") {
    await revokeRole(database.db, user.id, role);
    console.log(`${user.username} (${phone}): ${role} revoked`);
  } else {
    const added = await grantRole(database.db, user.id, role, new Date());
    console.log(`${user.username} (${phone}): ${role} ${added ? "granted" : "already granted"}`);
  }
} finally {
  await database.close();
}
