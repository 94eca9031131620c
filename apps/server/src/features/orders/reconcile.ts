import { isExpired } from "@taxlearn/core";
import type { ServerContext } from "../../server-context";
import { closeOrder, paidFromProvider } from "./close-order";
import * as repo from "./orders.repo";

/** Orders looked at per round; the rest wait for the next minute. */
const BATCH = 200;

/**
 * One reconciliation round: every unpaid order whose provider holds a trade is asked about (paid → completed, so a
 * payment whose notification was lost — a server killed in between — is never lost), and unpaid orders past their
 * 15 minutes are closed (at the provider first), as are unpaid orders for a course withdrawn since they were placed
 * (a QR already on a phone stops paying within a minute). Errors of one order are logged and do not stop the round.
 */
export async function reconcileOrders(server: ServerContext): Promise<{ paid: number; closed: number }> {
  const result = { paid: 0, closed: 0 };
  const open = await repo.openOrders(server.db, BATCH);
  const withdrawn = await repo.withdrawnCourseIds(
    server.db,
    open.filter((order) => order.productKind === "course").map((order) => order.productId),
  );
  for (const order of open) {
    try {
      if (order.status === "paying" && order.gatewayPayType !== null) {
        const gateway = server.payments.gateways.get(order.gatewayPayType);
        const state = gateway ? await gateway.query(order.tradeNo) : null;
        if (state?.state === "paid") {
          const done = await paidFromProvider(
            server,
            order,
            state.transactionId,
            state.amountFen,
            state.paidAt,
            "reconcile",
          );
          if (done.status === "paid") result.paid += 1;
          continue;
        }
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
  return result;
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
