import {
  checkInvoiceEmail,
  INVOICE_KINDS,
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  INVOICE_TAX_RATE_BASIS_POINTS,
  qualifiesForSpecialInvoice,
} from "@taxlearn/core";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { setInvoicedAt } from "../../orders/orders.repo";
import { applicationData, titleFields } from "../invoice-views";
import { INVOICES_MESSAGES } from "../invoices.messages";
import * as repo from "../invoices.repo";
import type { InvoiceHandler } from "./invoice-handler";

/** Orders one invoice may cover (one line each on one page). */
export const MAX_ORDERS_PER_INVOICE = 8;

/** A unique-index violation (PostgreSQL and PGlite both say 23505), possibly wrapped by Drizzle. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error || (typeof e === "object" && e !== null); ) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

const tradeNosOf = (raw: string | readonly string[]): string[] => [
  ...new Set((typeof raw === "string" ? raw.split(",") : raw).map((s) => s.trim()).filter((s) => s !== "")),
];

/**
 * POST /api/invoice/apply: one application over some of the learner's paid, un-invoiced orders. The orders are
 * locked while the application is written; the partial unique index on invoice_application_orders(order_id) turns a
 * second application of an order (even one racing this one) into 409.
 */
export const apply =
  (server: ServerContext): InvoiceHandler<"invoiceApply"> =>
  async (input, request) => {
    const userId = request.session.userId;
    const tradeNos = tradeNosOf(input.tradeNos);
    if (tradeNos.length === 0) return fail(400, INVOICES_MESSAGES.ordersRequired);
    if (tradeNos.length > MAX_ORDERS_PER_INVOICE)
      return fail(400, INVOICES_MESSAGES.tooManyOrders(MAX_ORDERS_PER_INVOICE));
    if (input.kind !== INVOICE_KINDS.normal.value && input.kind !== INVOICE_KINDS.special.value) {
      return fail(400, INVOICE_MESSAGES.kindInvalid);
    }
    const email = checkInvoiceEmail(input.email);
    if (!email.ok) return fail(400, email.message);
    const titleRow = await repo.findTitle(server.db, userId, input.titleId);
    if (!titleRow) return fail(404, INVOICES_MESSAGES.titleNotFound);
    const title = titleFields(titleRow);
    if (input.kind === INVOICE_KINDS.special.value && !qualifiesForSpecialInvoice(title)) {
      return fail(400, INVOICE_MESSAGES.specialNeedsCompany);
    }
    const now = server.clock();
    try {
      return await server.db.transaction(async (tx) => {
        const found = await repo.lockOrdersOf(tx, userId, tradeNos);
        const byTradeNo = new Map(found.map((o) => [o.tradeNo, o]));
        for (const tradeNo of tradeNos) {
          const order = byTradeNo.get(tradeNo);
          // another learner's order is "not found", exactly as one that does not exist
          if (!order) return fail(404, INVOICES_MESSAGES.orderNotFound(tradeNo));
          if (order.status === "refunding" || order.status === "refunded") {
            return fail(409, INVOICES_MESSAGES.orderRefunded(tradeNo));
          }
          if (order.status !== "paid") return fail(409, INVOICES_MESSAGES.orderNotPaid(tradeNo));
        }
        const invoiced = await repo.activelyInvoiced(
          tx,
          found.map((o) => o.id),
        );
        const already = found.find((o) => invoiced.has(o.id));
        if (already) return fail(409, INVOICES_MESSAGES.orderInvoiced(already.tradeNo));
        const row = await repo.insertApplication(
          tx,
          {
            userId,
            status: INVOICE_STATUSES.pending.value,
            kind: input.kind,
            titleType: title.titleType,
            buyerName: title.name,
            buyerTaxNo: title.taxNo,
            buyerAddress: title.address,
            buyerPhone: title.phone,
            buyerBank: title.bank,
            buyerAccount: title.account,
            email: email.value,
            totalFen: found.reduce((sum, o) => sum + o.amountFen, 0),
            taxRateBasisPoints: INVOICE_TAX_RATE_BASIS_POINTS,
            appliedAt: now,
          },
          found.map((o) => o.id),
        );
        await setInvoicedAt(
          tx,
          found.map((o) => o.id),
          now,
        );
        return ok(applicationData(row, found), INVOICES_MESSAGES.applied);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return fail(409, INVOICES_MESSAGES.orderInvoicedConcurrently);
      throw error;
    }
  };
