import type { adminOrderDetail, adminOrderList, adminRefundDecide } from "@taxlearn/api/admin";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { ADMIN_MESSAGES } from "../../admin/admin.messages";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { ORDER_MESSAGES } from "../orders.messages";
import { approveRefund, rejectRefund } from "../refund-order";
import type { WatchedShare } from "../watched-share";
import * as repo from "./orders-console.repo";

/** GET /api/admin/orders (finance). */
export const orderListHandler =
  (server: ServerContext): OperatorHandler<typeof adminOrderList> =>
  async (input) => {
    if (input.from && input.to && input.from > input.to) return fail(400, ADMIN_MESSAGES.dayRange);
    const page = await repo.listOrders(server.db, input, input.page, input.pageSize);
    return ok({ ...page, page: input.page, pageSize: input.pageSize });
  };

/** GET /api/admin/orders/:tradeNo (finance). */
export const orderDetailHandler =
  (server: ServerContext, watchedShare: WatchedShare): OperatorHandler<typeof adminOrderDetail> =>
  async (input) => {
    const detail = await repo.orderDetail(server.db, input.tradeNo, watchedShare);
    return detail ? ok(detail) : fail(404, ORDER_MESSAGES.orderNotFound);
  };

/**
 * POST /api/admin/orders/:tradeNo/refund (finance): the same approval and rejection as `pnpm order:refund`
 * (orders/refund-order.ts); the audit row is written inside its transaction. The provider is asked with the
 * refund's own number, so a retry or a parallel approval never refunds twice.
 */
export const refundDecideHandler =
  (server: ServerContext, watchedShare: WatchedShare): OperatorHandler<typeof adminRefundDecide> =>
  async (input, operator) => {
    const audit = (tx: Parameters<typeof recordAudit>[0], before: unknown, after: unknown) =>
      recordAudit(
        tx,
        operator,
        { action: "adminRefundDecide", target: `order:${input.tradeNo}`, before, after },
        server.clock(),
      );
    const decision =
      input.decision === "approve"
        ? await approveRefund(server, watchedShare, input.tradeNo, (tx, before, after) => audit(tx, before, after))
        : await rejectRefund(server, input.tradeNo, (tx, before, after) => audit(tx, before, after));
    if (!decision.ok) {
      const exists = await repo.orderDetail(server.db, input.tradeNo, watchedShare);
      return fail(exists ? 409 : 404, exists ? decision.reason : ORDER_MESSAGES.orderNotFound);
    }
    const detail = await repo.orderDetail(server.db, input.tradeNo, watchedShare);
    return ok(
      detail!,
      input.decision === "approve" ? ORDER_MESSAGES.consoleRefundApproved : ORDER_MESSAGES.consoleRefundRejected,
    );
  };
