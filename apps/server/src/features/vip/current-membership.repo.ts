import { and, desc, eq, gt, inArray, max, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { vipMemberships, vipProducts } from "../../db/schema";

/** A learner's VIP membership as the account pages show it (userInfo, the console's users list). */

/** The membership that is active now, else the most recent one. */
export const currentMembership = async (db: Executor, userId: number, now: Date) => {
  const rows = await db
    .select({
      vipProductId: vipMemberships.vipProductId,
      vipName: vipProducts.name,
      startAt: vipMemberships.startAt,
      endAt: vipMemberships.endAt,
    })
    .from(vipMemberships)
    .innerJoin(vipProducts, eq(vipProducts.id, vipMemberships.vipProductId))
    .where(eq(vipMemberships.userId, userId))
    .orderBy(desc(sql`${vipMemberships.endAt} > ${now}`), desc(vipMemberships.endAt))
    .limit(1);
  return rows[0];
};

/** Until when each of these learners is a member (running memberships only), in one grouped read. */
export async function runningMembershipEnds(
  db: Executor,
  userIds: readonly number[],
  now: Date,
): Promise<ReadonlyMap<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: vipMemberships.userId, until: max(vipMemberships.endAt) })
    .from(vipMemberships)
    .where(and(inArray(vipMemberships.userId, [...userIds]), gt(vipMemberships.endAt, now)))
    .groupBy(vipMemberships.userId);
  return new Map(rows.flatMap((r) => (r.until ? [[r.userId, r.until] as const] : [])));
}
