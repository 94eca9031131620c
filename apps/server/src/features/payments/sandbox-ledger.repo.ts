import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { sandboxRefunds, sandboxTrades } from "../../db/schema";

/** The sandbox provider's own ledger of trades and refunds (sandbox-gateway.ts plays the provider over it). */

export type SandboxTrade = typeof sandboxTrades.$inferSelect;

/** A trade still payable: not paid, closed or refunded (a declined one may be paid after all). */
const payable = sql`${sandboxTrades.state} in ('NOTPAY', 'PAYERROR')`;

/** Opens a trade unless one with its number exists (a retried pay call finds the first). */
export const openTrade = (db: Executor, trade: typeof sandboxTrades.$inferInsert) =>
  db.insert(sandboxTrades).values(trade).onConflictDoNothing();

export const findTrade = async (db: Executor, tradeNo: string): Promise<SandboxTrade | null> =>
  (await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)))[0] ?? null;

export async function closeTrade(db: Executor, tradeNo: string): Promise<void> {
  await db
    .update(sandboxTrades)
    .set({ state: "CLOSED" })
    .where(and(eq(sandboxTrades.tradeNo, tradeNo), payable));
}

/** Records a refund by its number; false when that number was recorded before. */
export const recordRefund = async (db: Executor, refund: typeof sandboxRefunds.$inferInsert): Promise<boolean> =>
  (
    await db
      .insert(sandboxRefunds)
      .values(refund)
      .onConflictDoNothing()
      .returning({ refundNo: sandboxRefunds.refundNo })
  ).length > 0;

export const findRefund = async (db: Executor, refundNo: string) =>
  (await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundNo, refundNo)))[0];

/** Moves `amountFen` back on a paid trade, never past what was paid; false when the trade could not take it. */
export const refundFromTrade = async (db: Executor, tradeNo: string, amountFen: number): Promise<boolean> =>
  (
    await db
      .update(sandboxTrades)
      .set({ state: "REFUND", refundedFen: sql`${sandboxTrades.refundedFen} + ${amountFen}` })
      .where(
        and(
          eq(sandboxTrades.tradeNo, tradeNo),
          sql`${sandboxTrades.state} in ('SUCCESS', 'REFUND')`,
          sql`${sandboxTrades.refundedFen} + ${amountFen} <= ${sandboxTrades.amountFen}`,
        ),
      )
      .returning({ tradeNo: sandboxTrades.tradeNo })
  ).length > 0;

/** Marks a payable trade paid, its first notification due at `notifyDueAt`; false when it was not payable. */
export const markTradePaid = async (
  db: Executor,
  tradeNo: string,
  paid: { transactionId: string; paidAt: Date; notifyDueAt: Date },
): Promise<boolean> =>
  (
    await db
      .update(sandboxTrades)
      .set({ state: "SUCCESS", ...paid, notifyAttempts: 0 })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), payable))
      .returning({ tradeNo: sandboxTrades.tradeNo })
  ).length > 0;

export async function markTradeDeclined(db: Executor, tradeNo: string): Promise<void> {
  await db
    .update(sandboxTrades)
    .set({ state: "PAYERROR" })
    .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.state, "NOTPAY")));
}

/** Trades whose notification is due by `now`. */
export const tradesToNotify = (db: Executor, now: Date) =>
  db
    .select()
    .from(sandboxTrades)
    .where(and(isNotNull(sandboxTrades.notifyDueAt), lte(sandboxTrades.notifyDueAt, now)));

/** Counts a delivery attempt; `nextDueAt` null when no further one is owed. */
export async function noteNotifyAttempt(
  db: Executor,
  tradeNo: string,
  attempts: number,
  nextDueAt: Date | null,
): Promise<void> {
  await db
    .update(sandboxTrades)
    .set({ notifyAttempts: attempts, notifyDueAt: nextDueAt })
    .where(eq(sandboxTrades.tradeNo, tradeNo));
}
