import type { Executor } from "../../db/executor";
import { organisations } from "../../db/schema";

/**
 * Organisations by name, as a subquery another feature joins in its own statement (a help guide with its
 * organisation's name): `const org = orgNames(db); db.select({ orgName: org.name }).from(x).innerJoin(org, eq(org.orgId, x.orgId))`.
 */
export const orgNames = (db: Executor) =>
  db.select({ orgId: organisations.id, name: organisations.name }).from(organisations).as("org");
