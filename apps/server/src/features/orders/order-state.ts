import { canTransition, fenToYuan, MESSAGE_TYPES, membershipPeriod, type OrderStatus } from "@taxlearn/core";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { coursePurchases, orderRefunds, orders, vipMemberships } from "../../db/schema";
import { deliverMessage } from "../messages/deliver-message";
import { ORDER_MESSAGES } from "./orders.messages";
import type { OrderRow } from "./orders.repo";
import * as repo from "./orders.repo";

/** A transition the rules do not allow from the order's current state (the caller answers from the state). */
export class TransitionRefused extends Error {
  override readonly name = "TransitionRefused";
  constructor(readonly order: OrderRow) {
    super(`order ${order.tradeNo} is ${order.status}`);
  }
}

type OrderChanges = Partial<Omit<typeof orders.$inferInsert, "id" | "status">>;

/**
 * Moves a locked order to `to` with an audit row, in the caller's transaction. Refuses (TransitionRefused) what
 * core's ORDER_TRANSITIONS does not allow.
 */
export async function transition(
  tx: Executor,
  order: OrderRow,
  to: OrderStatus,
  cause: string,
  now: Date,
  changes: OrderChanges = {},
  detail: Record<string, unknown> = {},
): Promise<OrderRow> {
  if (!canTransition(order.status, to)) throw new TransitionRefused(order);
  const [updated] = await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await repo.insertEvent(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    cause,
    detail,
    createdAt: now,
  });
  return updated!;
}

export interface PaymentProof {
  readonly transactionId: string;
  readonly paidAt: Date;
  readonly cause: "notify" | "reconcile" | "close" | "cancel";
}

/**
 * Marks an order paid and grants what it bought, in one transaction: a membership stacks on the current one, a
 * course is added to the learner's purchases; the learner gets a 支付成功 message. An order already paid is left
 * as it is (replays, a notification after a reconciliation). Answers the order as it now stands.
 */
export async function markPaid(db: Database, orderId: number, proof: PaymentProof, now: Date): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    let order = await repo.lockOrder(tx, orderId);
    if (order.status !== "created" && order.status !== "paying") return order;
    if (order.status === "created") order = await transition(tx, order, "paying", proof.cause, now);
    order = await transition(
      tx,
      order,
      "paid",
      proof.cause,
      now,
      { paidAt: proof.paidAt, transactionId: proof.transactionId },
      { transactionId: proof.transactionId },
    );
    await grant(tx, order, now);
    await deliverMessage(tx, {
      userId: order.userId,
      type: MESSAGE_TYPES.order.value,
      title: ORDER_MESSAGES.paidTitle,
      content: ORDER_MESSAGES.paid(order.productName, fenToYuan(order.amountFen)),
      link: order.productKind === "course" ? `/course/details?id=${order.productId}` : "/center/order",
    });
    return order;
  });
}

async function grant(tx: Executor, order: OrderRow, now: Date): Promise<void> {
  if (order.productKind === "course") {
    await tx
      .insert(coursePurchases)
      .values({ userId: order.userId, courseId: order.productId, purchasedAt: now })
      .onConflictDoNothing();
    return;
  }
  const product = await repo.findVipProduct(tx, order.productId);
  const current = await repo.latestMembership(tx, order.userId);
  const period = membershipPeriod(current, product?.durationDays ?? 0, now);
  await tx.insert(vipMemberships).values({ userId: order.userId, vipProductId: order.productId, ...period });
  await repo.insertEvent(tx, {
    orderId: order.id,
    fromStatus: "paid",
    toStatus: "paid",
    cause: "membership",
    detail: { startAt: period.startAt.toISOString(), endAt: period.endAt.toISOString() },
    createdAt: now,
  });
}

/** Takes back what a refunded order granted (refunds exist for courses only: core refundEligibility). */
export async function withdraw(tx: Executor, order: OrderRow): Promise<void> {
  if (order.productKind === "course") {
    await tx
      .delete(coursePurchases)
      .where(and(eq(coursePurchases.userId, order.userId), eq(coursePurchases.courseId, order.productId)));
  }
}

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
