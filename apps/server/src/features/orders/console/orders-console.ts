import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import type { WatchedShare } from "../watched-share";
import { orderDetailHandler, orderListHandler, refundDecideHandler } from "./orders";

/** The console's order calls (section `orders`); the CSV export is its own route (order-export.route.ts). */
export function ordersConsoleHandlers(
  server: ServerContext,
  watchedShare: WatchedShare,
): ConsoleHandlers<"adminOrderList" | "adminOrderDetail" | "adminRefundDecide"> {
  const guard = guardSection(server);
  return {
    adminOrderList: guard("adminOrderList", "orders", orderListHandler(server)),
    adminOrderDetail: guard(
      "adminOrderDetail",
      "orders",
      orderDetailHandler(server, watchedShare),
      (i) => `order:${i.tradeNo}`,
    ),
    adminRefundDecide: guard(
      "adminRefundDecide",
      "orders",
      refundDecideHandler(server, watchedShare),
      (i) => `order:${i.tradeNo}`,
    ),
  };
}
