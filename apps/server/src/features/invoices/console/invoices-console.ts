import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import { invoiceIssueHandler, invoiceListHandler, invoiceVoidHandler } from "./invoices";

/** The console's invoice calls (section `invoices`). */
export function invoicesConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<"adminInvoiceList" | "adminInvoiceIssue" | "adminInvoiceVoid"> {
  const guard = guardSection(server);
  return {
    adminInvoiceList: guard("adminInvoiceList", "invoices", invoiceListHandler(server)),
    adminInvoiceIssue: guard("adminInvoiceIssue", "invoices", invoiceIssueHandler(server), (i) => `invoice:${i.id}`),
    adminInvoiceVoid: guard("adminInvoiceVoid", "invoices", invoiceVoidHandler(server), (i) => `invoice:${i.id}`),
  };
}
