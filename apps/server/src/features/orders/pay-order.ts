import type { OrderPayData } from "@taxlearn/api";
import { fenToYuan, isExpired, orderExpiresAt, type PayFrom } from "@taxlearn/core";
import { fail, type Outcome, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { GatewayRejected, GatewayUnavailable } from "../payments/payment-gateway";
import { closeOrder, paidFromProvider } from "./close-order";
import { TransitionRefused, transition } from "./order-state";
import { ORDER_MESSAGES } from "./orders.messages";
import type { OrderRow } from "./orders.repo";
import * as repo from "./orders.repo";
import { closeTrade } from "./provider-trades";

/** The notify URL the providers call for a pay method. */
export const notifyPath = (provider: "wechat" | "alipay") => `/api/pay/notify/${provider}`;

const payData = (order: OrderRow): OrderPayData => ({
  uni: order.uni,
  tradeNo: order.tradeNo,
  payType: order.payType,
  flow: "qr",
  codeUrl: order.codeUrl ?? "",
  jsapi: null,
  amount: fenToYuan(order.amountFen),
  productName: order.productName,
  expiresAt: orderExpiresAt(order.createdAt).toISOString(),
});

const refusal = (order: OrderRow): Outcome<never> =>
  order.status === "closed" ? fail(409, ORDER_MESSAGES.closed) : fail(409, ORDER_MESSAGES.alreadyPaid);

/**
 * POST /api/order/online/pay. Asks the provider of `payType` for the QR (no database transaction is held while it
 * answers), then records the order as paying with it. The same pay method again answers the QR already given.
 * Another one closes every trade of the order still open at a provider first (paid meanwhile → the order is paid),
 * then opens a trade under a fresh merchant order number: providers never reopen a closed out_trade_no. Each trade
 * is recorded (order_trades) before the provider is asked, so a late notification of any of them finds the order
 * and a retry after a crash asks again for the same one. A provider that cannot be reached → 503
 * 支付服务暂不可用，请稍后再试, and the order stays as it was (payable). An order for a course withdrawn since it was
 * placed is closed instead (409 该课程已下架，无法购买).
 */
export async function payOrder(
  server: ServerContext,
  userId: number,
  input: { uni: string; payType: number; from: PayFrom },
): Promise<Outcome<OrderPayData>> {
  // the phone flows (H5/WAP, JSAPI) are not offered by this server yet
  if (input.from !== "pc") return fail(409, ORDER_MESSAGES.payTypeUnavailable);
  let order = await repo.findOwnOrder(server.db, userId, { uni: input.uni });
  if (!order) return fail(404, ORDER_MESSAGES.orderNotFound);
  if (order.status !== "created" && order.status !== "paying") return refusal(order);
  const gateway = server.payments.gateways.get(input.payType);
  if (!gateway) return fail(409, ORDER_MESSAGES.payTypeUnavailable);
  try {
    if (isExpired(order, server.clock())) {
      order = await closeOrder(server, order, "expire");
      return refusal(order);
    }
    // a course withdrawn after the order was placed is no longer sold: the order (and any QR already given) closes
    if (order.productKind === "course" && (await repo.findCourse(server.db, order.productId))?.withdrawnAt != null) {
      order = await closeOrder(server, order, "cancel");
      return order.status === "closed" ? fail(409, ORDER_MESSAGES.courseWithdrawn) : refusal(order);
    }
    if (order.status === "paying" && order.gatewayPayType === input.payType && order.codeUrl) return ok(payData(order));
    const open = await repo.unsettledTrades(server.db, order.id);
    for (const trade of open.filter((t) => t.payType !== input.payType)) {
      const state = await closeTrade(server, trade);
      if (state.state === "paid") {
        order = await paidFromProvider(server, order, state, trade, "close");
        return refusal(order);
      }
      await repo.settleTrade(server.db, trade.tradeNo, server.clock());
    }
    const tradeNo =
      open.find((t) => t.payType === input.payType)?.tradeNo ?? (await openTrade(server, order, input.payType));
    const { codeUrl } = await gateway.precreate({
      tradeNo,
      amountFen: order.amountFen,
      description: order.productName,
      expiresAt: orderExpiresAt(order.createdAt),
      // the configured public origin, never the request's Host (anyone can send any Host)
      notifyUrl: `${server.publicOrigin}${notifyPath(gateway.provider)}`,
      publicBaseUrl: server.publicOrigin,
    });
    const now = server.clock();
    const paying = await server.db.transaction(async (tx) => {
      const locked = await repo.lockOrder(tx, order!.id);
      return transition(
        tx,
        locked,
        "paying",
        "pay",
        now,
        { payType: input.payType, gatewayPayType: input.payType, gatewayTradeNo: tradeNo, codeUrl },
        { payType: input.payType, tradeNo },
      );
    });
    return ok(payData(paying));
  } catch (error) {
    if (error instanceof TransitionRefused) return refusal(error.order);
    if (error instanceof GatewayUnavailable || error instanceof GatewayRejected) {
      server.log.error("payment provider refused or unreachable", { tradeNo: order.tradeNo, error: error.message });
      return fail(503, ORDER_MESSAGES.gatewayDown);
    }
    throw error;
  }
}

/**
 * Records the next trade of an order for a pay method: the order's own number for its first trade, then
 * `<tradeNo>P<n>` (26 characters at most, within WeChat's 32). Parallel calls agree on the number (primary key).
 */
async function openTrade(server: ServerContext, order: OrderRow, payType: number): Promise<string> {
  const n = await repo.countTrades(server.db, order.id);
  const tradeNo = n === 0 ? order.tradeNo : `${order.tradeNo}P${n}`;
  await repo.insertTrade(server.db, { tradeNo, orderId: order.id, payType, createdAt: server.clock() });
  const recorded = await repo.findTrade(server.db, tradeNo);
  // a parallel call took this number for another pay method: the caller answers 503 and the learner tries again
  if (recorded?.payType !== payType) throw new GatewayUnavailable(`trade ${tradeNo} taken by a parallel pay call`);
  return tradeNo;
}
