import type { OrderData } from "@taxlearn/api";
import { fenToYuan, orderExpiresAt, refundEligibility } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import type { OrderRow, RefundRow } from "./orders.repo";
import * as repo from "./orders.repo";
import type { WatchedShare } from "./watched-share";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order as the learner sees it; `watched` is the course's watched share (refund rule), 0 for memberships. */
export function orderData(order: OrderRow, refund: RefundRow | null, watched: number, now: Date): OrderData {
  const eligibility = refundEligibility({
    status: order.status,
    productKind: order.productKind,
    paidAt: order.paidAt,
    invoiced: order.invoicedAt !== null,
    watchedPercent: watched,
    now,
  });
  const unpaid = order.status === "created" || order.status === "paying" || order.status === "closed";
  return {
    uni: order.uni,
    tradeNo: order.tradeNo,
    productKind: order.productKind,
    productType: order.productType,
    productId: order.productId,
    productName: order.productName,
    amount: fenToYuan(order.amountFen),
    payType: order.payType,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    expiresAt: orderExpiresAt(order.createdAt).toISOString(),
    closedAt: iso(order.closedAt),
    refundable: eligibility.refundable,
    refundBlockedReason: eligibility.refundable || unpaid ? null : eligibility.reason,
    refund: refund
      ? {
          reason: refund.reason,
          amount: fenToYuan(refund.amountFen),
          status: refund.status,
          requestedAt: refund.requestedAt.toISOString(),
          completedAt: iso(refund.completedAt),
        }
      : null,
    invoiced: order.invoicedAt !== null,
  };
}

/** The view of several orders, reading their refunds and (for paid courses) the watched share. */
export async function ordersData(
  db: Executor,
  rows: OrderRow[],
  now: Date,
  watchedShare: WatchedShare,
): Promise<OrderData[]> {
  const refunds = await repo.latestRefunds(
    db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const watched =
        row.productKind === "course" && row.status === "paid" ? await watchedShare(db, row.userId, row.productId) : 0;
      return orderData(row, refunds.get(row.id) ?? null, watched, now);
    }),
  );
}

export const oneOrderData = async (db: Executor, row: OrderRow, now: Date, watchedShare: WatchedShare) =>
  (await ordersData(db, [row], now, watchedShare))[0]!;
