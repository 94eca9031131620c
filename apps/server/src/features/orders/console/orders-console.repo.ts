import type { AdminOrderRow } from "@taxlearn/api/admin";
import { beijingDayStart, fenToYuan, type OrderStatus } from "@taxlearn/core";
import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { accountNames } from "../../../auth/user-directory.repo";
import type { Executor } from "../../../db/executor";
import { orderEvents, orderRefunds, orders } from "../../../db/schema";
import type { WatchedShare } from "../watched-share";

export interface OrderFilters {
  readonly status?: OrderStatus | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly phone?: string | undefined;
  readonly tradeNo?: string | undefined;
}

const DAY_MS = 86_400_000;

/** The buyer's account, joined in the list's own statement (its phone is a filter and a column). */
type Account = ReturnType<typeof accountNames>;

/** The WHERE of the order filters (days are Beijing days, `to` inclusive). */
function orderConditions(filters: OrderFilters, account: Account): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.from) conditions.push(gte(orders.createdAt, beijingDayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, new Date(beijingDayStart(filters.to).getTime() + DAY_MS)));
  if (filters.phone) conditions.push(eq(account.mobile, filters.phone));
  if (filters.tradeNo) conditions.push(eq(orders.tradeNo, filters.tradeNo));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const rowColumns = (account: Account) => ({
  tradeNo: orders.tradeNo,
  userId: orders.userId,
  phone: account.mobile,
  username: account.username,
  productKind: orders.productKind,
  productName: orders.productName,
  amountFen: orders.amountFen,
  payType: orders.payType,
  status: orders.status,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  invoicedAt: orders.invoicedAt,
});

type RawRow = {
  tradeNo: string;
  userId: number;
  phone: string | null;
  username: string;
  productKind: string;
  productName: string;
  amountFen: number;
  payType: number;
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date | null;
  invoicedAt: Date | null;
};

export const toOrderRow = (r: RawRow): AdminOrderRow => ({
  tradeNo: r.tradeNo,
  userId: r.userId,
  phone: r.phone,
  username: r.username,
  productKind: r.productKind,
  productName: r.productName,
  amount: fenToYuan(r.amountFen),
  payType: r.payType,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
  invoiced: r.invoicedAt !== null,
});

/** A page of orders, newest first (indexes orders_created_idx / orders_status_created_idx). */
export async function listOrders(db: Executor, filters: OrderFilters, page: number, pageSize: number) {
  const account = accountNames(db);
  const where = orderConditions(filters, account);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns(account))
      .from(orders)
      .innerJoin(account, eq(account.userId, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).innerJoin(account, eq(account.userId, orders.userId)).where(where),
  ]);
  return { list: rows.map(toOrderRow), total: total?.n ?? 0 };
}

/** Every order of the filters, oldest first, in batches (the CSV export streams them). */
export async function* ordersForExport(db: Executor, filters: OrderFilters, batch = 500) {
  let offset = 0;
  const account = accountNames(db);
  for (;;) {
    const rows = await db
      .select({ ...rowColumns(account), transactionId: orders.transactionId })
      .from(orders)
      .innerJoin(account, eq(account.userId, orders.userId))
      .where(orderConditions(filters, account))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(batch)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    offset += batch;
  }
}

export async function orderDetail(db: Executor, tradeNo: string, watchedShare: WatchedShare) {
  const account = accountNames(db);
  const [row] = await db
    .select({ ...rowColumns(account), id: orders.id, productId: orders.productId, transactionId: orders.transactionId })
    .from(orders)
    .innerJoin(account, eq(account.userId, orders.userId))
    .where(eq(orders.tradeNo, tradeNo))
    .limit(1);
  if (!row) return null;
  const [refunds, events, watchedNow] = await Promise.all([
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, row.id)).orderBy(asc(orderRefunds.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id)),
    row.productKind === "course" ? watchedShare(db, row.userId, row.productId) : null,
  ]);
  return {
    order: toOrderRow(row),
    transactionId: row.transactionId,
    refunds: refunds.map((r) => ({
      refundNo: r.refundNo,
      amount: fenToYuan(r.amountFen),
      reason: r.reason,
      status: r.status,
      requestedAt: r.requestedAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
      watchedPercentAtRequest: r.watchedPercent === null ? null : Math.round(r.watchedPercent),
      automatic: r.automatic,
    })),
    watchedPercentNow: watchedNow === null ? null : Math.round(watchedNow),
    events: events.map((e) => ({
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      cause: e.cause,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
