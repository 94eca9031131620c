import type { adminInvoiceIssue, adminInvoiceList, adminInvoiceVoid } from "@taxlearn/api/admin";
import type { Executor } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { type Operator, recordAudit } from "../../admin/audit-log";
import { issueApplication, voidApplication } from "../invoice-issue";
import { type InvoiceSeller, invoiceSellerFrom } from "../invoice-seller";
import { INVOICES_MESSAGES } from "../invoices.messages";
import { findConsoleInvoice, listConsoleInvoices } from "./invoices-console.repo";

/** GET /api/admin/invoices (finance): newest first. */
export const invoiceListHandler =
  (server: ServerContext): OperatorHandler<typeof adminInvoiceList> =>
  async (input) => {
    const { list, total } = await listConsoleInvoices(server.db, input.status, input.page, input.pageSize);
    return ok({ list, total, page: input.page, pageSize: input.pageSize });
  };

const auditOf =
  (server: ServerContext, operator: Operator, action: string, id: number) =>
  (tx: Executor, before: unknown, after: unknown) =>
    recordAudit(tx, operator, { action, target: `invoice:${id}`, before, after }, server.clock());

/** POST /api/admin/invoices/:id/issue (finance): invoices/invoice-issue.ts, as `pnpm invoice:issue` does. */
export const invoiceIssueHandler =
  (server: ServerContext): OperatorHandler<typeof adminInvoiceIssue> =>
  async (input, operator) => {
    if (!(await findConsoleInvoice(server.db, input.id))) return fail(404, INVOICES_MESSAGES.applicationNotFound);
    let seller: InvoiceSeller;
    try {
      seller = invoiceSellerFrom(process.env, server.production);
    } catch (error) {
      return fail(409, (error as Error).message);
    }
    const outcome = await issueApplication(
      server,
      input.id,
      seller,
      auditOf(server, operator, "adminInvoiceIssue", input.id),
    );
    if (!outcome.ok) return fail(409, outcome.message);
    return ok((await findConsoleInvoice(server.db, input.id))!, outcome.message);
  };

/** POST /api/admin/invoices/:id/void (finance): as `pnpm invoice:void` does. */
export const invoiceVoidHandler =
  (server: ServerContext): OperatorHandler<typeof adminInvoiceVoid> =>
  async (input, operator) => {
    if (!(await findConsoleInvoice(server.db, input.id))) return fail(404, INVOICES_MESSAGES.applicationNotFound);
    const outcome = await voidApplication(server, input.id, auditOf(server, operator, "adminInvoiceVoid", input.id));
    if (!outcome.ok) return fail(409, outcome.message);
    return ok((await findConsoleInvoice(server.db, input.id))!, outcome.message);
  };
