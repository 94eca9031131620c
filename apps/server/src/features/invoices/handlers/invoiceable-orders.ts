import { fenToYuan } from "@taxlearn/core";
import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import * as repo from "../invoices.repo";
import type { InvoiceHandler } from "./invoice-handler";

/** GET /api/invoice/orders: the learner's paid orders that no active application covers. */
export const invoiceableOrders =
  (server: ServerContext): InvoiceHandler<"invoiceableOrders"> =>
  async (_input, request) => {
    const rows = await repo.listInvoiceableOrders(server.db, request.session.userId);
    return ok(
      rows.map((r) => ({
        tradeNo: r.tradeNo,
        productName: r.productName,
        amount: fenToYuan(r.amountFen),
        paidAt: (r.paidAt ?? new Date(0)).toISOString(),
      })),
    );
  };
