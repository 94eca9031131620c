import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import { orderDetailHandler, orderListHandler, refundDecideHandler } from "./orders";

/** The console's order calls (section `orders`); the CSV export is its own route (order-export.route.ts). */
export function ordersConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<"adminOrderList" | "adminOrderDetail" | "adminRefundDecide"> {
  const guard = guardSection(server);
  return {
    adminOrderList: guard("adminOrderList", "orders", orderListHandler(server)),
    adminOrderDetail: guard("adminOrderDetail", "orders", orderDetailHandler(server), (i) => `order:${i.tradeNo}`),
    adminRefundDecide: guard("adminRefundDecide", "orders", refundDecideHandler(server), (i) => `order:${i.tradeNo}`),
  };
}
