import { fenToYuan, MESSAGE_TYPES } from "@taxlearn/core";
import type { ServerContext } from "../../server-context";
import { deliverMessage } from "../messages/deliver-message";
import { automaticRefundNo, markPaid, type PaymentProof, transition } from "./order-state";
import { ORDER_MESSAGES } from "./orders.messages";
import type { OrderRow } from "./orders.repo";
import * as repo from "./orders.repo";
import { closeTrade } from "./provider-trades";
import * as refunds from "./refunds.repo";

/**
 * A provider reports a trade paid (notification, query or close). The order is marked paid when it is open; a
 * payment that bought nothing — a course the learner owns already, an order closed or paid through another trade —
 * is refunded automatically through the provider. Trades of the order still open elsewhere are closed (best
 * effort: a payment of one of them would be refunded the same way). Answers the order as it now stands.
 */
export async function completePayment(server: ServerContext, orderId: number, proof: PaymentProof): Promise<OrderRow> {
  const marked = await markPaid(server.db, orderId, proof, server.clock());
  if (marked.refundId !== null) {
    await settleAutomaticRefundQuietly(server, marked.refundId);
  } else if (!marked.applied && !paidThrough(marked.order, proof.trade.tradeNo)) {
    await refundStrayPayment(server, marked.order, proof);
  }
  if (marked.applied) {
    for (const trade of await repo.unsettledTrades(server.db, orderId)) {
      try {
        const state = await closeTrade(server, trade);
        if (state.state !== "paid") await repo.settleTrade(server.db, trade.tradeNo, server.clock());
      } catch (error) {
        server.log.error("closing a paid order's other trade failed", { tradeNo: trade.tradeNo, error: String(error) });
      }
    }
  }
  return (await repo.findOrderByTradeNo(server.db, marked.order.tradeNo)) ?? marked.order;
}

/** The order was paid through this trade (so a report of the trade's payment is a replay). */
export const paidThrough = (order: OrderRow, tradeNo: string) =>
  (order.status === "paid" || order.status === "refunding" || order.status === "refunded") &&
  (order.gatewayTradeNo ?? order.tradeNo) === tradeNo;

/**
 * A paid provider trade whose order cannot take the payment (closed, or paid through another trade): the money
 * goes back. One automatic refund per trade (its refund number is the trade's), recorded with an event on the order
 * before the provider is asked, so a crash in between is finished by reconciliation.
 */
export async function refundStrayPayment(server: ServerContext, order: OrderRow, proof: PaymentProof): Promise<void> {
  const now = server.clock();
  const refundNo = automaticRefundNo(proof.trade.tradeNo);
  const refundId = await server.db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, order.id);
    const insertedId = await refunds.insertRefundOnce(tx, {
      orderId: locked.id,
      refundNo,
      tradeNo: proof.trade.tradeNo,
      amountFen: locked.amountFen,
      reason: ORDER_MESSAGES.strayPaymentReason,
      status: "requested",
      automatic: true,
      requestedAt: now,
    });
    if (insertedId !== null) {
      await repo.insertEvent(tx, {
        orderId: locked.id,
        fromStatus: locked.status,
        toStatus: locked.status,
        cause: "stray-payment",
        detail: { tradeNo: proof.trade.tradeNo, transactionId: proof.transactionId },
        createdAt: now,
      });
      await repo.settleTrade(tx, proof.trade.tradeNo, now);
      return insertedId;
    }
    const known = await refunds.findRefundByNo(tx, refundNo);
    if (!known) {
      // another refund of this order is open (the learner's own request): a person finishes this one
      server.log.error("a stray payment could not be refunded automatically", { tradeNo: proof.trade.tradeNo });
    }
    return known?.status === "requested" ? known.id : null;
  });
  if (refundId !== null) await settleAutomaticRefundQuietly(server, refundId);
}

async function settleAutomaticRefundQuietly(server: ServerContext, refundId: number): Promise<void> {
  try {
    await settleAutomaticRefund(server, refundId);
  } catch (error) {
    // the refund stays requested: reconciliation asks the provider again with the same refund number
    server.log.error("automatic refund not completed", { refundId, error: String(error) });
  }
}

/**
 * Completes an automatic refund: the provider refunds (the same refund number on every try never refunds twice),
 * then in one transaction the refund succeeds, a refunding order becomes refunded (a closed one stays closed, with
 * an event) and the learner is told. Throws when the provider fails; the refund stays requested.
 */
export async function settleAutomaticRefund(server: ServerContext, refundId: number): Promise<void> {
  const { db } = server;
  const refund = await repo.findRefund(db, refundId);
  if (!refund?.automatic || refund.status !== "requested") return;
  const order = (await repo.findOrderById(db, refund.orderId))!;
  const tradeNo = refund.tradeNo ?? order.gatewayTradeNo ?? order.tradeNo;
  const payType = (await repo.findTrade(db, tradeNo))?.payType ?? order.gatewayPayType ?? order.payType;
  const gateway = server.payments.gateways.get(payType);
  if (!gateway) throw new Error(`no gateway for payType ${payType}`);
  const { providerRefundId } = await gateway.refund({
    tradeNo,
    refundNo: refund.refundNo,
    amountFen: refund.amountFen,
    totalFen: order.amountFen,
    reason: refund.reason,
  });
  const now = server.clock();
  await db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, order.id);
    if (!(await refunds.succeedRequestedRefund(tx, refund.id, now, providerRefundId))) return;
    if (locked.status === "refunding") {
      await transition(tx, locked, "refunded", "duplicate-payment", now, {}, { providerRefundId });
    } else {
      await repo.insertEvent(tx, {
        orderId: locked.id,
        fromStatus: locked.status,
        toStatus: locked.status,
        cause: "stray-payment-refunded",
        detail: { providerRefundId, tradeNo },
        createdAt: now,
      });
    }
    await deliverMessage(tx, {
      userId: locked.userId,
      type: MESSAGE_TYPES.order.value,
      title: ORDER_MESSAGES.automaticRefundTitle,
      content: ORDER_MESSAGES.automaticRefund(locked.productName, fenToYuan(refund.amountFen)),
      link: "/center/order",
    });
  });
}
