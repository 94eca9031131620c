import { and, count, gte, lt, sum } from "drizzle-orm";
import { beijingDayOf } from "../../db/beijing-day";
import type { Executor } from "../../db/executor";
import { orders } from "../../db/schema";

/** Orders paid in [from, to), counted and summed (fen) per Beijing day (orders_paid_idx); refunds not subtracted. */
export async function paidOrdersByBeijingDay(db: Executor, from: Date, to: Date) {
  const day = beijingDayOf(orders.paidAt);
  return db
    .select({ day, n: count(), fen: sum(orders.amountFen) })
    .from(orders)
    .where(and(gte(orders.paidAt, from), lt(orders.paidAt, to)))
    .groupBy(day);
}
