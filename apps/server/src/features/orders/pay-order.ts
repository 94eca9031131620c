import { type OrderPayData, type PayFlow, payResultPath } from "@taxlearn/api";
import { fenToYuan, isExpired, orderExpiresAt, type PayFrom } from "@taxlearn/core";
import { fail, type Outcome, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { courseForSale } from "../catalogue/courses.repo";
import {
  GatewayRejected,
  GatewayUnavailable,
  type PaymentStart,
  type PayScene,
  type PrecreateInput,
} from "../payments/payment-gateway";
import { SANDBOX_JSAPI_BRIDGE_PATH } from "../payments/sandbox-jsapi-bridge";
import { payerOpenid } from "../payments/wechat-payer";
import { closeOrder, paidFromProvider } from "./close-order";
import { TransitionRefused, transition } from "./order-state";
import { ORDER_MESSAGES } from "./orders.messages";
import type { OrderRow } from "./orders.repo";
import * as repo from "./orders.repo";
import { closeTrade } from "./provider-trades";

/** The notify URL the providers call for a pay method. */
export const notifyPath = (provider: "wechat" | "alipay") => `/api/pay/notify/${provider}`;

const payData = (order: OrderRow, start: PaymentStart): OrderPayData => ({
  uni: order.uni,
  tradeNo: order.tradeNo,
  payType: order.payType,
  flow: start.flow,
  codeUrl: start.flow === "qr" ? start.codeUrl : start.flow === "redirect" ? start.url : "",
  jsapi: start.flow === "jsapi" ? { ...start.jsapi } : null,
  amount: fenToYuan(order.amountFen),
  productName: order.productName,
  expiresAt: orderExpiresAt(order.createdAt).toISOString(),
});

/** spec §7 `from` → the provider's flow: pc scans a QR, h5 opens the provider's page, wechat pays in WeChat. */
const FLOW_OF: Record<PayFrom, PayFlow> = { pc: "qr", h5: "redirect", wechat: "jsapi" };

const refusal = (order: OrderRow): Outcome<never> =>
  order.status === "closed" ? fail(409, ORDER_MESSAGES.closed) : fail(409, ORDER_MESSAGES.alreadyPaid);

/**
 * POST /api/order/online/pay. Asks the provider of `payType` for the flow `from` picks (no database transaction is
 * held while it answers): pc → the QR; h5 → the provider's phone page (WeChat H5 h5_url, Alipay WAP), returning to
 * the pay-result page; wechat → WeChat Pay JSAPI for the learner's openid (409 until they authorised it; Alipay cannot
 * pay inside WeChat), then records the order as paying. The same pay method and flow again answers the same trade
 * (the QR already given; the phone flows ask the provider again for the same out_trade_no, which answers the same
 * trade with a fresh page or signature). Another pay method or flow closes every trade of the order still open at a
 * provider first (paid meanwhile → the order is paid), then opens a trade under a fresh merchant order number:
 * providers never reopen a closed out_trade_no, and open one for one kind of payment only. Each trade
 * is recorded (order_trades) before the provider is asked, so a late notification of any of them finds the order
 * and a retry after a crash asks again for the same one. A provider that cannot be reached → 503
 * 支付服务暂不可用，请稍后再试, and the order stays as it was (payable). An order for a course withdrawn since it was
 * placed is closed instead (409 该课程已下架，无法购买).
 */
export async function payOrder(
  server: ServerContext,
  userId: number,
  input: { uni: string; payType: number; from: PayFrom },
  clientAddress: string | null = null,
): Promise<Outcome<OrderPayData>> {
  const flow = FLOW_OF[input.from];
  let order = await repo.findOwnOrder(server.db, userId, { uni: input.uni });
  if (!order) return fail(404, ORDER_MESSAGES.orderNotFound);
  if (order.status !== "created" && order.status !== "paying") return refusal(order);
  const gateway = server.payments.gateways.get(input.payType);
  if (!gateway) return fail(409, ORDER_MESSAGES.payTypeUnavailable);
  let scene: PayScene = { flow: "qr" };
  if (flow === "redirect") {
    // WeChat H5 wants the payer's address (the peer; in-process callers have none)
    scene = {
      flow,
      payerIp: clientAddress ?? "127.0.0.1",
      returnUrl: `${server.publicOrigin}${payResultPath(order.tradeNo)}`,
    };
  } else if (flow === "jsapi") {
    // WeChat blocks Alipay's pages in its browser: inside WeChat only 微信支付
    if (!gateway.jsapiAppId) return fail(409, ORDER_MESSAGES.notInWechat);
    const openid = await payerOpenid(server, userId);
    if (!openid) return fail(409, ORDER_MESSAGES.wechatAuthNeeded);
    scene = { flow, openid };
  }
  try {
    if (isExpired(order, server.clock())) {
      order = await closeOrder(server, order, "expire");
      return refusal(order);
    }
    // a course withdrawn after the order was placed is no longer sold: the order (and any QR already given) closes
    if (order.productKind === "course" && (await courseForSale(server.db, order.productId))?.withdrawnAt != null) {
      order = await closeOrder(server, order, "cancel");
      return order.status === "closed" ? fail(409, ORDER_MESSAGES.courseWithdrawn) : refusal(order);
    }
    const open = await repo.unsettledTrades(server.db, order.id);
    const current = open.find((t) => t.tradeNo === order!.gatewayTradeNo);
    if (
      flow === "qr" &&
      order.status === "paying" &&
      order.gatewayPayType === input.payType &&
      order.codeUrl &&
      (current?.flow ?? "qr") === "qr"
    ) {
      return ok(payData(order, { flow: "qr", codeUrl: order.codeUrl }));
    }
    for (const trade of open.filter((t) => t.payType !== input.payType || t.flow !== flow)) {
      const state = await closeTrade(server, trade);
      if (state.state === "paid") {
        order = await paidFromProvider(server, order, state, trade, "close");
        return refusal(order);
      }
      await repo.settleTrade(server.db, trade.tradeNo, server.clock());
    }
    const tradeNo =
      open.find((t) => t.payType === input.payType && t.flow === flow)?.tradeNo ??
      (await openTrade(server, order, input.payType, flow));
    const trade: PrecreateInput = {
      tradeNo,
      amountFen: order.amountFen,
      description: order.productName,
      expiresAt: orderExpiresAt(order.createdAt),
      // the configured public origin, never the request's Host (anyone can send any Host)
      notifyUrl: `${server.publicOrigin}${notifyPath(gateway.provider)}`,
      publicBaseUrl: server.publicOrigin,
    };
    const start: PaymentStart =
      flow === "qr"
        ? { flow: "qr", codeUrl: (await gateway.precreate(trade)).codeUrl }
        : await gateway.start(trade, scene);
    const codeUrl = start.flow === "qr" ? start.codeUrl : start.flow === "redirect" ? start.url : start.jsapi.package;
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
    const data = payData(paying, start);
    // the sandbox plays WeChat's in-app bridge with a script of its own (a desktop browser has no WeixinJSBridge)
    return ok(
      start.flow === "jsapi" && gateway.sandbox ? { ...data, jsapiBridgeUrl: SANDBOX_JSAPI_BRIDGE_PATH } : data,
    );
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
async function openTrade(server: ServerContext, order: OrderRow, payType: number, flow: PayFlow): Promise<string> {
  const n = await repo.countTrades(server.db, order.id);
  const tradeNo = n === 0 ? order.tradeNo : `${order.tradeNo}P${n}`;
  await repo.insertTrade(server.db, { tradeNo, orderId: order.id, payType, flow, createdAt: server.clock() });
  const recorded = await repo.findTrade(server.db, tradeNo);
  // a parallel call took this number for another pay method: the caller answers 503 and the learner tries again
  if (recorded?.payType !== payType || recorded.flow !== flow)
    throw new GatewayUnavailable(`trade ${tradeNo} taken by a parallel pay call`);
  return tradeNo;
}
