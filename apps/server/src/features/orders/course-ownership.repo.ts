import { and, desc, eq, min, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { lockForTransaction } from "../../db/executor";
import { coursePurchases, orderRefunds, orders } from "../../db/schema";

/**
 * Who owns a course, in one place. `course_purchases` is written only here: a learner holds a course exactly while
 * at least one of their orders of it is paid and not refunded (status paid or refunding), and the row is worked out
 * again from those orders whenever one of them is paid or refunded. Rows of learners without any order of the
 * course are the demo seed's. Features that decide access (playback, withdrawn courses, the purchases list) read
 * this, and a VIP membership opens paid courses on top of it (video/entitlement.ts).
 */
export async function ownsCourse(db: Executor, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ courseId: coursePurchases.courseId })
    .from(coursePurchases)
    .where(and(eq(coursePurchases.userId, userId), eq(coursePurchases.courseId, courseId)))
    .limit(1);
  return rows.length > 0;
}

/** One page of the courses a learner owns, newest purchase first (the learner centre's 已购 list), and their count. */
export async function purchasesPage(db: Executor, userId: number, page: number, pageSize: number) {
  const mine = eq(coursePurchases.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select({ courseId: coursePurchases.courseId, purchasedAt: coursePurchases.purchasedAt })
      .from(coursePurchases)
      .where(mine)
      .orderBy(desc(coursePurchases.purchasedAt), desc(coursePurchases.courseId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(coursePurchases).where(mine),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * Serialises, until the transaction ends, everything that decides whether a learner buys a product: a checkout's
 * ownership check and insert, a payment and its grant, a refund and its withdrawal (on PGlite transactions already
 * run one at a time).
 */
export const lockLearnerProduct = (tx: Executor, userId: number, kind: "vip" | "course", productId: number) =>
  lockForTransaction(tx, `order-product:${userId}:${kind}:${productId}`);

/** Works the learner's ownership of a course out again from their orders (in the caller's transaction, locked). */
export async function syncCoursePurchase(tx: Executor, userId: number, courseId: number): Promise<boolean> {
  const [held] = await tx
    .select({ since: min(orders.paidAt) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.productKind, "course"),
        eq(orders.productId, courseId),
        sql`${orders.status} in ('paid', 'refunding')`,
        // a payment refunded automatically (it bought something already owned) never granted anything
        sql`not exists (select 1 from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.automatic})`,
      ),
    );
  const since = held?.since ?? null;
  if (since === null) {
    await tx
      .delete(coursePurchases)
      .where(and(eq(coursePurchases.userId, userId), eq(coursePurchases.courseId, courseId)));
    return false;
  }
  await tx.insert(coursePurchases).values({ userId, courseId, purchasedAt: since }).onConflictDoNothing();
  return true;
}
