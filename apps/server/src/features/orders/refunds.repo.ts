import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { orderRefunds } from "../../db/schema";

export type RefundInsert = typeof orderRefunds.$inferInsert;

/** Records a refund request; its id. */
export const insertRefund = async (tx: Executor, values: RefundInsert) =>
  (await tx.insert(orderRefunds).values(values).returning({ id: orderRefunds.id }))[0]!.id;

/**
 * Records an automatic refund unless one with its refund number exists (one per provider trade) or another refund
 * of the order is open; its id, or null when nothing was recorded.
 */
export const insertRefundOnce = async (tx: Executor, values: RefundInsert) =>
  (await tx.insert(orderRefunds).values(values).onConflictDoNothing().returning({ id: orderRefunds.id }))[0]?.id ??
  null;

export const findRefundByNo = async (db: Executor, refundNo: string) =>
  (await db.select().from(orderRefunds).where(eq(orderRefunds.refundNo, refundNo)).limit(1))[0] ?? null;

export const completeRefundRow = (
  tx: Executor,
  refundId: number,
  status: "succeeded" | "rejected",
  now: Date,
  providerRefundId?: string,
) =>
  tx
    .update(orderRefunds)
    .set({ status, completedAt: now, providerRefundId: providerRefundId ?? null })
    .where(eq(orderRefunds.id, refundId));

/** Marks a still requested refund succeeded; false when it was completed meanwhile (a concurrent settle). */
export const succeedRequestedRefund = async (tx: Executor, refundId: number, now: Date, providerRefundId: string) =>
  (
    await tx
      .update(orderRefunds)
      .set({ status: "succeeded", completedAt: now, providerRefundId })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "requested")))
      .returning({ id: orderRefunds.id })
  ).length > 0;
