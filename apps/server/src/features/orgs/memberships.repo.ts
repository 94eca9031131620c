import { eq } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { orgMembers } from "../../db/schema";

/** The organisations the learner is a member of (what organisation-only products and content they may see). */
export const orgIdsOfMember = async (db: Executor, userId: number): Promise<number[]> =>
  (await db.select({ orgId: orgMembers.orgId }).from(orgMembers).where(eq(orgMembers.userId, userId))).map(
    (r) => r.orgId,
  );
