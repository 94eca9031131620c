import type { ServerContext } from "../../server-context";
import type { TradeState } from "../payments/payment-gateway";
import { TransitionRefused, transition } from "./order-state";
import type { OrderRow } from "./orders.repo";
import * as repo from "./orders.repo";
import { completePayment } from "./payment-received";
import { closeTrade } from "./provider-trades";

/**
 * Closes an unpaid order. Every trade a provider may hold open for it (one per pay method tried) is closed first,
 * so nothing can pay a closed order; if the provider says one was paid meanwhile, the order is completed as paid
 * instead. Throws GatewayUnavailable when a provider cannot be asked (the order stays open; reconciliation tries
 * again).
 */
export async function closeOrder(
  server: ServerContext,
  order: OrderRow,
  cause: "expire" | "cancel",
): Promise<OrderRow> {
  for (const trade of await repo.unsettledTrades(server.db, order.id)) {
    const state = await closeTrade(server, trade);
    if (state.state === "paid") return paidFromProvider(server, order, state, trade, "close");
    await repo.settleTrade(server.db, trade.tradeNo, server.clock());
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
 * The provider reports a trade of the order paid (a query or a close found it so). The amount must be the order's:
 * a mismatch is logged and nothing changes.
 */
export async function paidFromProvider(
  server: ServerContext,
  order: OrderRow,
  state: Extract<TradeState, { state: "paid" }>,
  trade: { readonly tradeNo: string; readonly payType: number },
  cause: "reconcile" | "close",
): Promise<OrderRow> {
  if (state.amountFen !== order.amountFen) {
    server.log.error("provider reports a paid amount that is not the order's", {
      tradeNo: trade.tradeNo,
      expected: order.amountFen,
      reported: state.amountFen,
    });
    return order;
  }
  return completePayment(server, order.id, {
    transactionId: state.transactionId,
    paidAt: state.paidAt,
    cause,
    trade: { tradeNo: trade.tradeNo, payType: trade.payType },
  });
}
