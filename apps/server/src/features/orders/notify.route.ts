import type { Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { paymentNotifications } from "../../shared/metrics";
import { NotificationRejected, type PaymentNotification } from "../payments/payment-gateway";
import * as repo from "./orders.repo";
import { completePayment, paidThrough } from "./payment-received";

type Outcome = "applied" | "duplicate" | "refunded" | "rejected" | "ignored";

/**
 * POST /api/pay/notify/:provider — the providers' asynchronous payment notifications (not a site contract: the
 * provider's protocol decides the body and the answer). The signature is verified by the provider's adapter, the
 * amount against the order; a replay changes nothing; anything not genuine is refused, logged, and changes nothing.
 * The trade may be any the order opened (a pay-method switch opens a fresh one); a payment the order cannot take
 * is refunded automatically (payment-received.ts).
 */
export function mountPaymentNotifyRoute(app: Hono<AppEnv>, server: ServerContext): void {
  app.post("/api/pay/notify/:provider", async (c) => {
    const provider = c.req.param("provider");
    const gateway = [...server.payments.gateways.values()].find((g) => g.provider === provider);
    if (!gateway) return c.text("unknown provider", 404);
    const raw = await c.req.text();
    const record = (outcome: Outcome, reason: string, n?: PaymentNotification) => {
      paymentNotifications.inc({ provider, result: outcome });
      return repo.recordPaymentNotification(server.db, {
        provider,
        notifyId: n?.notifyId ?? null,
        tradeNo: n?.tradeNo ?? null,
        outcome,
        reason,
        receivedAt: server.clock(),
      });
    };
    const answer = (accepted: boolean) => {
      const a = gateway.notificationAnswer(accepted);
      return new Response(a.status === 204 ? null : a.body, {
        status: a.status,
        headers: { "content-type": a.contentType },
      });
    };
    let notification: PaymentNotification;
    try {
      notification = await gateway.verifyNotification(c.req.raw.headers, raw);
    } catch (error) {
      const reason = error instanceof NotificationRejected ? error.message : String(error);
      server.log.error("payment notification refused", { provider, reason });
      await record("rejected", reason);
      return answer(false);
    }
    if (!notification.paid) {
      await record("ignored", "not a successful payment", notification);
      return answer(true);
    }
    const order = await repo.findOrderByProviderTrade(server.db, notification.tradeNo);
    if (!order) {
      server.log.error("payment notification refused", {
        provider,
        reason: "unknown trade",
        tradeNo: notification.tradeNo,
      });
      await record("rejected", "unknown trade", notification);
      return answer(false);
    }
    if (notification.amountFen !== order.amountFen) {
      const reason = `amount ${notification.amountFen} is not the order's ${order.amountFen}`;
      server.log.error("payment notification refused", { provider, reason, tradeNo: order.tradeNo });
      await record("rejected", reason, notification);
      return answer(false);
    }
    if (paidThrough(order, notification.tradeNo)) {
      await record("duplicate", `order already ${order.status}`, notification);
      return answer(true);
    }
    // an open order is paid; a payment that bought nothing (owned course, closed order) is refunded automatically
    const done = await completePayment(server, order.id, {
      transactionId: notification.transactionId,
      paidAt: notification.paidAt,
      cause: "notify",
      trade: { tradeNo: notification.tradeNo, payType: gateway.payType },
    });
    const applied = done.status === "paid" && paidThrough(done, notification.tradeNo);
    await record(applied ? "applied" : "refunded", `order ${done.status}`, notification);
    return answer(true);
  });
}
