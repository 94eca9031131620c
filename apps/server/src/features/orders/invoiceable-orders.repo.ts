import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/executor";
import { orders } from "../../db/schema";

/** Orders as the invoices feature reads them: a learner's paid orders, locked for an application, named in a list. */

/**
 * The learner's paid orders that also meet `alsoWhere` (given the order id column — the invoices feature's "no
 * active application" check), newest payment first, in one statement.
 */
export const paidOrdersOfUser = (db: Executor, userId: number, alsoWhere: (orderId: AnyPgColumn) => SQL) =>
  db
    .select({
      id: orders.id,
      tradeNo: orders.tradeNo,
      productName: orders.productName,
      amountFen: orders.amountFen,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid"), alsoWhere(orders.id)))
    .orderBy(desc(orders.paidAt), desc(orders.id));

/** The learner's orders with these trade numbers, locked until the transaction ends (a refund waits for it). */
export const lockOrdersOfUser = (db: Executor, userId: number, tradeNos: readonly string[]) =>
  db
    .select({
      id: orders.id,
      tradeNo: orders.tradeNo,
      status: orders.status,
      productName: orders.productName,
      amountFen: orders.amountFen,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.tradeNo, [...tradeNos])))
    .orderBy(asc(orders.id))
    .for("update");

/** Orders by trade number, name and amount, as a subquery to join in another feature's statement. */
export const orderSummaries = (db: Executor) =>
  db
    .select({
      orderId: orders.id,
      tradeNo: orders.tradeNo,
      productName: orders.productName,
      amountFen: orders.amountFen,
    })
    .from(orders)
    .as("order_summary");
