import { canTransition, fenToYuan, MESSAGE_TYPES, membershipPeriod, type OrderStatus } from "@taxlearn/core";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { deliverMessage } from "../messages/deliver-message";
import * as vip from "../vip/vip.repo";
import { lockLearnerProduct, ownsCourse, syncCoursePurchase } from "./course-ownership.repo";
import { ORDER_MESSAGES } from "./orders.messages";
import type { OrderRow } from "./orders.repo";
import * as repo from "./orders.repo";
import * as refunds from "./refunds.repo";

/** A transition the rules do not allow from the order's current state (the caller answers from the state). */
export class TransitionRefused extends Error {
  override readonly name = "TransitionRefused";
  constructor(readonly order: OrderRow) {
    super(`order ${order.tradeNo} is ${order.status}`);
  }
}

type OrderChanges = Partial<Omit<repo.OrderInsert, "id" | "status">>;

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
  const updated = await repo.updateOrder(tx, order.id, { ...changes, status: to, updatedAt: now });
  await repo.insertEvent(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    cause,
    detail,
    createdAt: now,
  });
  return updated;
}

export interface PaymentProof {
  readonly transactionId: string;
  readonly paidAt: Date;
  readonly cause: "notify" | "reconcile" | "close" | "cancel";
  /** The provider trade that was paid (merchant order number) and its pay method. */
  readonly trade: { readonly tradeNo: string; readonly payType: number };
}

/** What marking an order paid did: `refundId` when the payment bought nothing and is to be refunded. */
export interface MarkedPaid {
  readonly order: OrderRow;
  /** False when the order was no longer open (already paid, closed …): nothing changed. */
  readonly applied: boolean;
  readonly refundId: number | null;
}

/** The merchant refund number of the automatic refund of a provider trade: one per trade, so retries repeat it. */
export const automaticRefundNo = (providerTradeNo: string) => `AR${providerTradeNo}`.slice(0, 64);

/**
 * Marks an order paid, in one transaction. Normally it grants what it bought (a membership stacks on the current
 * one, a course is owned) and the learner gets a 支付成功 message. A course the learner owns already (another
 * paid order, a grant made while this QR was open) is not bought twice: the order goes on to refunding with an
 * automatic refund of the provider trade, which the caller completes (settleAutomaticRefund) and reconciliation
 * finishes after a crash. A membership is a renewal (stacked), never a duplicate. An order already paid is left as
 * it is (replays, a notification after a reconciliation).
 */
export async function markPaid(db: Database, orderId: number, proof: PaymentProof, now: Date): Promise<MarkedPaid> {
  const target = await repo.findOrderById(db, orderId);
  return db.transaction(async (tx) => {
    await lockLearnerProduct(tx, target!.userId, target!.productKind, target!.productId);
    let order = await repo.lockOrder(tx, orderId);
    if (order.status !== "created" && order.status !== "paying") return { order, applied: false, refundId: null };
    const owned = order.productKind === "course" && (await ownsCourse(tx, order.userId, order.productId));
    if (order.status === "created") order = await transition(tx, order, "paying", proof.cause, now);
    order = await transition(
      tx,
      order,
      "paid",
      proof.cause,
      now,
      {
        paidAt: proof.paidAt,
        transactionId: proof.transactionId,
        gatewayTradeNo: proof.trade.tradeNo,
        gatewayPayType: proof.trade.payType,
      },
      { transactionId: proof.transactionId, tradeNo: proof.trade.tradeNo },
    );
    await repo.settleTrade(tx, proof.trade.tradeNo, now);
    if (owned) {
      const refundId = await refunds.insertRefund(tx, {
        orderId: order.id,
        refundNo: automaticRefundNo(proof.trade.tradeNo),
        tradeNo: proof.trade.tradeNo,
        amountFen: order.amountFen,
        reason: ORDER_MESSAGES.duplicatePaymentReason,
        status: "requested",
        automatic: true,
        requestedAt: now,
      });
      order = await transition(tx, order, "refunding", "duplicate-payment", now);
      return { order, applied: true, refundId };
    }
    await grant(tx, order, now);
    await deliverMessage(tx, {
      userId: order.userId,
      type: MESSAGE_TYPES.order.value,
      title: ORDER_MESSAGES.paidTitle,
      content: ORDER_MESSAGES.paid(order.productName, fenToYuan(order.amountFen)),
      link: order.productKind === "course" ? `/course/details?id=${order.productId}` : "/center/order",
    });
    return { order, applied: true, refundId: null };
  });
}

async function grant(tx: Executor, order: OrderRow, now: Date): Promise<void> {
  if (order.productKind === "course") {
    await syncCoursePurchase(tx, order.userId, order.productId);
    return;
  }
  const product = await vip.findVipProduct(tx, order.productId);
  const current = await vip.latestMembership(tx, order.userId);
  const period = membershipPeriod(current, product?.durationDays ?? 0, now);
  await vip.insertMembership(tx, { userId: order.userId, vipProductId: order.productId, ...period });
  await repo.insertEvent(tx, {
    orderId: order.id,
    fromStatus: "paid",
    toStatus: "paid",
    cause: "membership",
    detail: { startAt: period.startAt.toISOString(), endAt: period.endAt.toISOString() },
    createdAt: now,
  });
}

/**
 * Takes back what a refunded order granted (refunds exist for courses only: core refundEligibility), as far as no
 * other paid, unrefunded order of the course still holds it. Call after the order left paid/refunding, locked.
 */
export async function withdraw(tx: Executor, order: OrderRow): Promise<void> {
  if (order.productKind === "course") {
    await lockLearnerProduct(tx, order.userId, "course", order.productId);
    await syncCoursePurchase(tx, order.userId, order.productId);
  }
}
