import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { orderEvents, orderRefunds, orders, orderTrades, paymentNotifications } from "../../db/schema";

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type RefundRow = typeof orderRefunds.$inferSelect;

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

export const findOrderById = async (db: Executor, id: number) =>
  (await db.select().from(orders).where(eq(orders.id, id)).limit(1))[0] ?? null;

export const findTrade = async (db: Executor, tradeNo: string) =>
  (await db.select().from(orderTrades).where(eq(orderTrades.tradeNo, tradeNo)).limit(1))[0] ?? null;

export const findOrderByTradeNo = async (db: Executor, tradeNo: string) =>
  (await db.select().from(orders).where(eq(orders.tradeNo, tradeNo)).limit(1))[0] ?? null;

/** The learner's open (unpaid) order of a product, if any: at most one (orders_one_open_key). */
export const findOpenOrder = async (db: Executor, userId: number, kind: "vip" | "course", productId: number) =>
  (
    await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.productKind, kind),
          eq(orders.productId, productId),
          sql`${orders.status} in ('created', 'paying')`,
        ),
      )
      .limit(1)
  )[0] ?? null;

export type TradeRow = typeof orderTrades.$inferSelect;

/** The order a provider's merchant order number belongs to: one of its trades, or its own number (older orders). */
export async function findOrderByProviderTrade(db: Executor, tradeNo: string) {
  const [viaTrade] = await db
    .select({ order: orders })
    .from(orderTrades)
    .innerJoin(orders, eq(orders.id, orderTrades.orderId))
    .where(eq(orderTrades.tradeNo, tradeNo))
    .limit(1);
  return viaTrade?.order ?? findOrderByTradeNo(db, tradeNo);
}

/** The trades of an order a provider may still hold open (not yet confirmed closed or paid), oldest first. */
export const unsettledTrades = (db: Executor, orderId: number) =>
  db
    .select()
    .from(orderTrades)
    .where(and(eq(orderTrades.orderId, orderId), isNull(orderTrades.settledAt)))
    .orderBy(asc(orderTrades.createdAt), asc(orderTrades.tradeNo));

export const countTrades = async (db: Executor, orderId: number) =>
  (await db.select({ n: count() }).from(orderTrades).where(eq(orderTrades.orderId, orderId)))[0]?.n ?? 0;

export const insertTrade = (db: Executor, trade: typeof orderTrades.$inferInsert) =>
  db.insert(orderTrades).values(trade).onConflictDoNothing();

export const settleTrade = (db: Executor, tradeNo: string, now: Date) =>
  db
    .update(orderTrades)
    .set({ settledAt: now })
    .where(and(eq(orderTrades.tradeNo, tradeNo), isNull(orderTrades.settledAt)));

/** Automatic refunds the provider has not confirmed yet (reconciliation finishes them). */
export const pendingAutomaticRefunds = (db: Executor, limit: number) =>
  db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.automatic, true), eq(orderRefunds.status, "requested")))
    .orderBy(asc(orderRefunds.id))
    .limit(limit);

export const findRefund = async (db: Executor, id: number) =>
  (await db.select().from(orderRefunds).where(eq(orderRefunds.id, id)).limit(1))[0] ?? null;

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

/**
 * A new order, or null when the learner's key (orders_user_unique_id_key) or an open order of the product
 * (orders_one_open_key) has one already.
 */
export const insertOrder = async (tx: Executor, values: OrderInsert) =>
  (await tx.insert(orders).values(values).onConflictDoNothing().returning())[0] ?? null;

export const updateOrder = async (tx: Executor, id: number, changes: Partial<OrderInsert>) =>
  (await tx.update(orders).set(changes).where(eq(orders.id, id)).returning())[0]!;

/** Every notification a provider sent, kept with what became of it. */
export const recordPaymentNotification = (db: Executor, values: typeof paymentNotifications.$inferInsert) =>
  db.insert(paymentNotifications).values(values);

/** Marks orders invoiced (an application) or invoiceable again (null: its application was voided). */
export const setInvoicedAt = (tx: Executor, orderIds: readonly number[], at: Date | null) =>
  orderIds.length === 0
    ? Promise.resolve()
    : tx
        .update(orders)
        .set({ invoicedAt: at })
        .where(inArray(orders.id, [...orderIds]))
        .then(() => undefined);

export const insertEvent = (tx: Executor, event: typeof orderEvents.$inferInsert) =>
  tx.insert(orderEvents).values(event);

/** Unpaid orders (reconciliation), oldest deadline first; read through orders_open_idx. */
export const openOrders = (db: Database, limit: number) =>
  db
    .select()
    .from(orders)
    .where(sql`${orders.status} in ('created', 'paying')`)
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
