import { isExpired } from "@taxlearn/core";
import type { ServerContext } from "../../server-context";
import { withdrawnCourseIds } from "../catalogue/courses.repo";
import { closeOrder, paidFromProvider } from "./close-order";
import * as repo from "./orders.repo";
import { settleAutomaticRefund } from "./payment-received";

/** Orders looked at per round; the rest wait for the next minute. */
const BATCH = 200;

/**
 * One reconciliation round: every trade a provider may hold open for an unpaid order is asked about (paid → the
 * order is completed, so a payment whose notification was lost — a server killed in between — is never lost),
 * unpaid orders past their 15 minutes are closed (at the provider first), as are unpaid orders for a course
 * withdrawn since they were placed (a QR already on a phone stops paying within a minute), and automatic refunds
 * interrupted before the provider confirmed them are asked for again (same refund number). Errors of one order are
 * logged and do not stop the round.
 */
export async function reconcileOrders(server: ServerContext): Promise<{ paid: number; closed: number }> {
  const result = { paid: 0, closed: 0 };
  const open = await repo.openOrders(server.db, BATCH);
  const withdrawn = await withdrawnCourseIds(
    server.db,
    open.filter((order) => order.productKind === "course").map((order) => order.productId),
  );
  for (const order of open) {
    try {
      const paid = await paidTrade(server, order);
      if (paid) {
        if (paid.status === "paid") result.paid += 1;
        continue;
      }
      const expired = isExpired(order, server.clock());
      if (expired || (order.productKind === "course" && withdrawn.has(order.productId))) {
        const done = await closeOrder(server, order, expired ? "expire" : "cancel");
        if (done.status === "closed") result.closed += 1;
        if (done.status === "paid") result.paid += 1;
      }
    } catch (error) {
      server.log.error("order reconciliation failed", { tradeNo: order.tradeNo, error: String(error) });
    }
  }
  for (const refund of await repo.pendingAutomaticRefunds(server.db, BATCH)) {
    try {
      await settleAutomaticRefund(server, refund.id);
    } catch (error) {
      server.log.error("automatic refund not completed", { refundNo: refund.refundNo, error: String(error) });
    }
  }
  return result;
}

/** Asks the providers about the order's open trades; the order as completed when one was paid, else null. */
async function paidTrade(server: ServerContext, order: repo.OrderRow) {
  for (const trade of await repo.unsettledTrades(server.db, order.id)) {
    const gateway = server.payments.gateways.get(trade.payType);
    const state = gateway ? await gateway.query(trade.tradeNo) : null;
    if (state?.state === "paid") return paidFromProvider(server, order, state, trade, "reconcile");
  }
  return null;
}

/** Runs reconciliation now and every minute, and the sandbox's notification deliveries every 2 s; stops on call. */
export function startOrderJobs(server: ServerContext, intervalMs = 60_000): () => void {
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    reconcileOrders(server)
      .then((r) => {
        if (r.paid + r.closed > 0) server.log.info("orders reconciled", r);
      })
      .catch((error) => server.log.error("order reconciliation failed", { error: String(error) }))
      .finally(() => {
        running = false;
      });
  };
  round();
  const timer = setInterval(round, intervalMs);
  const sandbox = server.payments.sandbox;
  const notifier = sandbox ? setInterval(() => sandbox.kick(), 2_000) : null;
  timer.unref();
  notifier?.unref();
  return () => {
    clearInterval(timer);
    if (notifier) clearInterval(notifier);
  };
}
