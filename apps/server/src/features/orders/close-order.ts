import type { ServerContext } from "../../server-context";
import { GatewayRejected, GatewayUnavailable } from "../payments/payment-gateway";
import { markPaid, TransitionRefused, transition } from "./order-state";
import type { OrderRow } from "./orders.repo";
import * as repo from "./orders.repo";

/**
 * Closes an unpaid order. When a provider holds a trade for it, that trade is closed first, so nothing can pay a
 * closed order; if the provider says it was paid meanwhile, the order is completed as paid instead. Throws
 * GatewayUnavailable when the provider cannot be asked (the order stays open; reconciliation tries again).
 */
export async function closeOrder(
  server: ServerContext,
  order: OrderRow,
  cause: "expire" | "cancel",
): Promise<OrderRow> {
  if (order.gatewayPayType !== null) {
    const gateway = server.payments.gateways.get(order.gatewayPayType);
    if (!gateway) throw new GatewayUnavailable(`no gateway for payType ${order.gatewayPayType}`);
    let state: Awaited<ReturnType<typeof gateway.close>>;
    try {
      state = await gateway.close(order.tradeNo);
    } catch (error) {
      if (error instanceof GatewayRejected) throw new GatewayUnavailable(error.message);
      throw error;
    }
    if (state.state === "paid") {
      return paidFromProvider(server, order, state.transactionId, state.amountFen, state.paidAt, "close");
    }
  }
  const now = server.clock();
  return server.db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, order.id);
    if (locked.status !== "created" && locked.status !== "paying") return locked;
    try {
      return await transition(tx, locked, "closed", cause, now, { closedAt: now });
    } catch (error) {
      if (error instanceof TransitionRefused) return error.order;
      throw error;
    }
  });
}

/**
 * The provider reports the order paid (a query or a close found it so). The amount must be the order's: a
 * mismatch is logged and nothing changes.
 */
export async function paidFromProvider(
  server: ServerContext,
  order: OrderRow,
  transactionId: string,
  amountFen: number,
  paidAt: Date,
  cause: "reconcile" | "close",
): Promise<OrderRow> {
  if (amountFen !== order.amountFen) {
    server.log.error("provider reports a paid amount that is not the order's", {
      tradeNo: order.tradeNo,
      expected: order.amountFen,
      reported: amountFen,
    });
    return order;
  }
  return markPaid(server.db, order.id, { transactionId, paidAt, cause }, server.clock());
}
