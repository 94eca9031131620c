import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import {
  coursePurchases,
  courses,
  lectureFiles,
  lectureMedia,
  lectureProgress,
  orderEvents,
  orderRefunds,
  orders,
  orgMembers,
  vipMemberships,
  vipProducts,
} from "../../db/schema";

export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;

export const findVipProduct = async (db: Executor, id: number) =>
  (await db.select().from(vipProducts).where(eq(vipProducts.id, id)).limit(1))[0] ?? null;

export const findCourse = async (db: Executor, id: number) =>
  (
    await db
      .select({
        id: courses.id,
        title: courses.title,
        price: courses.price,
        productType: courses.productType,
        withdrawnAt: courses.withdrawnAt,
      })
      .from(courses)
      .where(eq(courses.id, id))
      .limit(1)
  )[0] ?? null;

export const isOrgMember = async (db: Executor, userId: number, orgId: number) =>
  (
    await db
      .select({ orgId: orgMembers.orgId })
      .from(orgMembers)
      .where(and(eq(orgMembers.userId, userId), eq(orgMembers.orgId, orgId)))
      .limit(1)
  ).length > 0;

export const ownsCourse = async (db: Executor, userId: number, courseId: number) =>
  (
    await db
      .select({ courseId: coursePurchases.courseId })
      .from(coursePurchases)
      .where(and(eq(coursePurchases.userId, userId), eq(coursePurchases.courseId, courseId)))
      .limit(1)
  ).length > 0;

export const findOrderByUniqueId = async (db: Executor, userId: number, uniqueId: string) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.uniqueId, uniqueId)))
      .limit(1)
  )[0] ?? null;

/** The learner's order by its uni or trade number; another learner's is not found. */
export const findOwnOrder = async (db: Executor, userId: number, by: { uni: string } | { tradeNo: string }) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), "uni" in by ? eq(orders.uni, by.uni) : eq(orders.tradeNo, by.tradeNo)))
      .limit(1)
  )[0] ?? null;

export const findOrderByTradeNo = async (db: Executor, tradeNo: string) =>
  (await db.select().from(orders).where(eq(orders.tradeNo, tradeNo)).limit(1))[0] ?? null;

/** Locks the order row until the transaction ends (one transition at a time per order). */
export const lockOrder = async (tx: Executor, id: number) =>
  (await tx.select().from(orders).where(eq(orders.id, id)).for("update"))[0]!;

export async function listOwnOrders(
  db: Database,
  userId: number,
  status: string | undefined,
  page: number,
  size: number,
) {
  const where = status
    ? and(eq(orders.userId, userId), eq(orders.status, status as OrderRow["status"]))
    : eq(orders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const latestRefunds = async (db: Executor, orderIds: number[]) => {
  if (orderIds.length === 0) return new Map<number, RefundRow>();
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(sql`${orderRefunds.orderId} in ${orderIds}`)
    .orderBy(asc(orderRefunds.id));
  return new Map(rows.map((r) => [r.orderId, r]));
};

export const openRefund = async (db: Executor, orderId: number) =>
  (
    await db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, "requested")))
      .limit(1)
  )[0] ?? null;

/** The share (0-100) of a course's lecture time the learner has watched, weighted by lecture length. */
export async function watchedPercent(db: Executor, userId: number, courseId: number): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${lectureMedia.durationSeconds}), 0)`,
      watched: sql<number>`coalesce(sum(${lectureMedia.durationSeconds} * coalesce(${lectureProgress.progress}, 0) / 100.0), 0)`,
    })
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .leftJoin(lectureProgress, and(eq(lectureProgress.fileId, lectureFiles.id), eq(lectureProgress.userId, userId)))
    .where(eq(lectureFiles.courseId, courseId));
  const total = Number(row?.total ?? 0);
  return total > 0 ? (Number(row?.watched ?? 0) / total) * 100 : 0;
}

export const latestMembership = async (db: Executor, userId: number) =>
  (
    await db
      .select()
      .from(vipMemberships)
      .where(eq(vipMemberships.userId, userId))
      .orderBy(desc(vipMemberships.endAt))
      .limit(1)
  )[0] ?? null;

export const insertEvent = (tx: Executor, event: typeof orderEvents.$inferInsert) =>
  tx.insert(orderEvents).values(event);

/** Unpaid orders (reconciliation), oldest deadline first; read through orders_open_idx. */
/** Which of these courses are withdrawn (下架). */
export const withdrawnCourseIds = async (db: Executor, ids: readonly number[]): Promise<Set<number>> =>
  ids.length === 0
    ? new Set()
    : new Set(
        (
          await db
            .select({ id: courses.id })
            .from(courses)
            .where(and(inArray(courses.id, [...new Set(ids)]), isNotNull(courses.withdrawnAt)))
        ).map((row) => row.id),
      );

export const openOrders = (db: Database, limit: number) =>
  db
    .select()
    .from(orders)
    .where(sql`${orders.status} in ('created', 'paying')`)
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
