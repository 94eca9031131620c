import { randomInt } from "node:crypto";
import type { OrderData } from "@taxlearn/api";
import {
  fenToYuan,
  MESSAGE_TYPES,
  REFUND_MAX_WATCHED_PERCENT,
  REFUND_REFUSALS,
  refundEligibility,
} from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import { fail, type Outcome, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { deliverMessage } from "../messages/deliver-message";
import { lockLearnerProduct } from "./course-ownership.repo";
import { transition, withdraw } from "./order-state";
import { oneOrderData } from "./order-view";
import { ORDER_MESSAGES } from "./orders.messages";
import * as repo from "./orders.repo";
import * as refunds from "./refunds.repo";
import type { WatchedShare } from "./watched-share";

/** POST /api/order/refund: the learner asks for a refund; the rule (core refundEligibility) is checked under lock. */
export async function requestRefund(
  server: ServerContext,
  watchedShare: WatchedShare,
  userId: number,
  input: { tradeNo: string; reason: string },
): Promise<Outcome<OrderData>> {
  const { db } = server;
  const order = await repo.findOwnOrder(db, userId, { tradeNo: input.tradeNo });
  if (!order) return fail(404, ORDER_MESSAGES.orderNotFound);
  const watched = order.productKind === "course" ? await watchedShare(db, userId, order.productId) : 0;
  const now = server.clock();
  const result = await db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, order.id);
    const eligibility = refundEligibility({
      status: locked.status,
      productKind: locked.productKind,
      paidAt: locked.paidAt,
      invoiced: locked.invoicedAt !== null,
      watchedPercent: watched,
      now,
    });
    if (!eligibility.refundable) return { refused: eligibility.reason, order: null } as const;
    await refunds.insertRefund(tx, {
      orderId: locked.id,
      refundNo: `RF${locked.tradeNo.slice(2)}${randomInt(0, 100).toString().padStart(2, "0")}`.slice(0, 32),
      tradeNo: locked.gatewayTradeNo ?? locked.tradeNo,
      amountFen: locked.amountFen,
      reason: input.reason,
      status: "requested",
      watchedPercent: watched,
      requestedAt: now,
    });
    const refunding = await transition(tx, locked, "refunding", "refund-request", now, {}, { reason: input.reason });
    return { refused: null, order: refunding } as const;
  });
  if (result.order === null) return fail(409, result.refused);
  return ok(await oneOrderData(db, result.order, now, watchedShare), ORDER_MESSAGES.refundRequested);
}

/** Runs inside the decision's transaction with the order before and after (the console's audit row). */
export type RefundDecided = (tx: Executor, before: repo.OrderRow, after: repo.OrderRow) => Promise<void>;

export type RefundDecision =
  | { readonly ok: true; readonly order: repo.OrderRow }
  | { readonly ok: false; readonly reason: string };

/**
 * The operator's approval (pnpm order:refund <tradeNo>, the console): the refund rule's watched share is checked
 * again (the learner may have watched more while the request waited: 20 % or more → refused, to reject instead),
 * the provider refunds the paid trade, then — in one transaction — the order becomes refunded, the refund row
 * succeeded, the course is withdrawn unless another paid order of it remains, and the learner is told. A provider
 * failure leaves the order refunding, to approve again.
 */
export async function approveRefund(
  server: ServerContext,
  watchedShare: WatchedShare,
  tradeNo: string,
  onDecided?: RefundDecided,
): Promise<RefundDecision> {
  const { db } = server;
  const order = await repo.findOrderByTradeNo(db, tradeNo);
  if (!order) return { ok: false, reason: ORDER_MESSAGES.orderNotFound };
  const refund = await repo.openRefund(db, order.id);
  if (order.status !== "refunding" || !refund)
    return { ok: false, reason: `订单状态为 ${order.status}，没有待处理的退款申请` };
  if (refund.automatic) return { ok: false, reason: ORDER_MESSAGES.automaticRefundPending };
  if (order.productKind === "course") {
    const watched = await watchedShare(db, order.userId, order.productId);
    if (watched >= REFUND_MAX_WATCHED_PERCENT) return { ok: false, reason: REFUND_REFUSALS.watched };
  }
  const paidTrade = refund.tradeNo ?? order.gatewayTradeNo ?? order.tradeNo;
  const payType = (await repo.findTrade(db, paidTrade))?.payType ?? order.gatewayPayType ?? order.payType;
  const gateway = server.payments.gateways.get(payType);
  if (!gateway) return { ok: false, reason: ORDER_MESSAGES.payTypeUnavailable };
  let providerRefundId: string;
  try {
    ({ providerRefundId } = await gateway.refund({
      tradeNo: paidTrade,
      refundNo: refund.refundNo,
      amountFen: refund.amountFen,
      totalFen: order.amountFen,
      reason: refund.reason,
    }));
  } catch (error) {
    server.log.error("refund refused or provider unreachable", { tradeNo, error: String(error) });
    // the provider's own words stay in the log: the console shows the Chinese reason only
    return { ok: false, reason: ORDER_MESSAGES.gatewayDown };
  }
  const now = server.clock();
  const done = await db.transaction(async (tx) => {
    // the product before the order, as a payment of the same product takes them (no lock-order deadlock)
    await lockLearnerProduct(tx, order.userId, order.productKind, order.productId);
    const locked = await repo.lockOrder(tx, order.id);
    // decided meanwhile by a parallel approval (the provider answered both with the same refund): nothing to redo
    if (locked.status !== "refunding") return null;
    const updated = await transition(tx, locked, "refunded", "refund", now, {}, { providerRefundId });
    await refunds.completeRefundRow(tx, refund.id, "succeeded", now, providerRefundId);
    await withdraw(tx, updated);
    await deliverMessage(tx, {
      userId: updated.userId,
      type: MESSAGE_TYPES.order.value,
      title: ORDER_MESSAGES.refundedTitle,
      content: ORDER_MESSAGES.refunded(updated.productName, fenToYuan(refund.amountFen)),
      link: "/center/order",
    });
    await onDecided?.(tx, locked, updated);
    return updated;
  });
  if (!done) return { ok: false, reason: ORDER_MESSAGES.refundAlreadyDecided };
  return { ok: true, order: done };
}

/** The operator turns a refund request down: the order is paid again and the learner told. */
export async function rejectRefund(
  server: ServerContext,
  tradeNo: string,
  onDecided?: RefundDecided,
): Promise<RefundDecision> {
  const { db } = server;
  const order = await repo.findOrderByTradeNo(db, tradeNo);
  const refund = order ? await repo.openRefund(db, order.id) : null;
  if (!order || !refund || order.status !== "refunding") return { ok: false, reason: "没有待处理的退款申请" };
  if (refund.automatic) return { ok: false, reason: ORDER_MESSAGES.automaticRefundPending };
  const now = server.clock();
  const done = await db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, order.id);
    if (locked.status !== "refunding") return null;
    const updated = await transition(tx, locked, "paid", "refund-reject", now);
    await refunds.completeRefundRow(tx, refund.id, "rejected", now);
    await deliverMessage(tx, {
      userId: updated.userId,
      type: MESSAGE_TYPES.order.value,
      title: ORDER_MESSAGES.refundRejectedTitle,
      content: ORDER_MESSAGES.refundRejected(updated.productName),
      link: "/center/order",
    });
    await onDecided?.(tx, locked, updated);
    return updated;
  });
  if (!done) return { ok: false, reason: ORDER_MESSAGES.refundAlreadyDecided };
  return { ok: true, order: done };
}
