import { desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { orders } from "../../db/schema";

/** A learner's newest orders (the console's user page). */
export const newestOrdersOf = (db: Executor, userId: number, limit: number) =>
  db
    .select({
      tradeNo: orders.tradeNo,
      productName: orders.productName,
      amountFen: orders.amountFen,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
