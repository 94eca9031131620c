import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { organisations, orgMembers } from "../../db/schema";

/** The organisations an account is a member of, in the order it joined them (userInfo lists them). */
export const organisationsOfMember = (db: Executor, userId: number) =>
  db
    .select({ orgId: organisations.id, orgName: organisations.name })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(eq(orgMembers.userId, userId))
    .orderBy(asc(orgMembers.createdAt), asc(organisations.id));
