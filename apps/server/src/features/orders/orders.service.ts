import type { commerceContracts } from "@taxlearn/api";
import { isExpired } from "@taxlearn/core";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { GatewayUnavailable } from "../payments/payment-gateway";
import { closeOrder } from "./close-order";
import { createOrder } from "./create-order";
import { oneOrderData, ordersData } from "./order-view";
import { ORDER_MESSAGES } from "./orders.messages";
import * as repo from "./orders.repo";
import { payOrder } from "./pay-order";
import { requestRefund } from "./refund-order";
import type { WatchedShare } from "./watched-share";

type OrderHandlers = Pick<
  HandlersFor<typeof commerceContracts>,
  "orderCreate" | "orderPay" | "orderVerifyStatus" | "orderList" | "orderDetail" | "orderCancel" | "orderRefund"
>;

/**
 * The order calls; every one is scoped to the token's user (auth "required": the route layer refused others).
 * `watchedShare` (the video feature's) feeds the refund rule shown with each paid course order.
 */
export function orderHandlers(server: ServerContext, watchedShare: WatchedShare): OrderHandlers {
  const { db } = server;
  /** An unpaid order past its 15 minutes is closed when it is looked at (best effort: reconciliation also does). */
  const fresh = async (order: repo.OrderRow) => {
    if (!isExpired(order, server.clock())) return order;
    try {
      return await closeOrder(server, order, "expire");
    } catch (error) {
      if (error instanceof GatewayUnavailable) return order;
      throw error;
    }
  };
  return {
    orderCreate: (input, request) => createOrder(server, watchedShare, request.session.userId, input),

    orderPay: (input, request) => payOrder(server, request.session.userId, input, request.clientAddress),

    async orderVerifyStatus(input, request) {
      const found = await repo.findOwnOrder(db, request.session.userId, { tradeNo: input.tradeNo });
      if (!found) return fail(404, ORDER_MESSAGES.orderNotFound);
      const order = await fresh(found);
      const data = await oneOrderData(db, order, server.clock(), watchedShare);
      const paid = order.status === "paid" || order.status === "refunding" || order.status === "refunded";
      return ok({ paid, status: order.status, order: data });
    },

    async orderList(input, request) {
      const { rows, total } = await repo.listOwnOrders(
        db,
        request.session.userId,
        input.status,
        input.page,
        input.pageSize,
      );
      return ok({
        list: await ordersData(db, rows, server.clock(), watchedShare),
        total,
        page: input.page,
        pageSize: input.pageSize,
      });
    },

    async orderDetail(input, request) {
      const found = await repo.findOwnOrder(db, request.session.userId, { tradeNo: input.tradeNo });
      if (!found) return fail(404, ORDER_MESSAGES.orderNotFound);
      return ok(await oneOrderData(db, await fresh(found), server.clock(), watchedShare));
    },

    async orderCancel(input, request) {
      const found = await repo.findOwnOrder(db, request.session.userId, { tradeNo: input.tradeNo });
      if (!found) return fail(404, ORDER_MESSAGES.orderNotFound);
      if (found.status !== "created" && found.status !== "paying") {
        return found.status === "closed" ? fail(409, ORDER_MESSAGES.closed) : fail(409, ORDER_MESSAGES.cannotCancel);
      }
      try {
        const order = await closeOrder(server, found, "cancel");
        const data = await oneOrderData(db, order, server.clock(), watchedShare);
        return order.status === "paid" ? ok(data, ORDER_MESSAGES.alreadyPaid) : ok(data, ORDER_MESSAGES.cancelled);
      } catch (error) {
        if (error instanceof GatewayUnavailable) return fail(503, ORDER_MESSAGES.gatewayDown);
        throw error;
      }
    },

    orderRefund: (input, request) => requestRefund(server, watchedShare, request.session.userId, input),
  };
}
