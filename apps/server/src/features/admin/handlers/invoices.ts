import type { AdminInvoiceRow, adminInvoiceIssue, adminInvoiceList, adminInvoiceVoid } from "@taxlearn/api/admin";
import { fenToYuan } from "@taxlearn/core";
import { count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { invoiceApplications, users } from "../../../db/schema";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { issueApplication, voidApplication } from "../../invoices/invoice-issue";
import { type InvoiceSeller, invoiceSellerFrom } from "../../invoices/invoice-seller";
import { ADMIN_MESSAGES } from "../admin.messages";
import type { OperatorHandler } from "../admin-access";
import { type Operator, recordAudit } from "../audit-log";

const columns = {
  id: invoiceApplications.id,
  userId: invoiceApplications.userId,
  phone: users.mobile,
  status: invoiceApplications.status,
  kind: invoiceApplications.kind,
  buyerName: invoiceApplications.buyerName,
  buyerTaxNo: invoiceApplications.buyerTaxNo,
  totalFen: invoiceApplications.totalFen,
  invoiceNumber: invoiceApplications.invoiceNumber,
  appliedAt: invoiceApplications.appliedAt,
  issuedAt: invoiceApplications.issuedAt,
  voidedAt: invoiceApplications.voidedAt,
};

interface Raw {
  id: number;
  userId: number;
  phone: string | null;
  status: number;
  kind: number;
  buyerName: string;
  buyerTaxNo: string;
  totalFen: number;
  invoiceNumber: string | null;
  appliedAt: Date;
  issuedAt: Date | null;
  voidedAt: Date | null;
}

const toRow = (r: Raw): AdminInvoiceRow => ({
  id: r.id,
  userId: r.userId,
  phone: r.phone,
  status: r.status,
  kind: r.kind,
  buyerName: r.buyerName,
  buyerTaxNo: r.buyerTaxNo,
  amount: fenToYuan(r.totalFen),
  invoiceNumber: r.invoiceNumber,
  appliedAt: r.appliedAt.toISOString(),
  issuedAt: r.issuedAt?.toISOString() ?? null,
  voidedAt: r.voidedAt?.toISOString() ?? null,
});

const findRow = async (db: Executor, id: number) => {
  const [row] = await db
    .select(columns)
    .from(invoiceApplications)
    .innerJoin(users, eq(users.id, invoiceApplications.userId))
    .where(eq(invoiceApplications.id, id))
    .limit(1);
  return row ? toRow(row) : null;
};

/** GET /api/admin/invoices (finance): newest first (primary key, or invoice_applications_status_idx). */
export const invoiceListHandler =
  (server: ServerContext): OperatorHandler<typeof adminInvoiceList> =>
  async (input) => {
    const where = input.status === undefined ? undefined : eq(invoiceApplications.status, input.status);
    const [rows, [total]] = await Promise.all([
      server.db
        .select(columns)
        .from(invoiceApplications)
        .innerJoin(users, eq(users.id, invoiceApplications.userId))
        .where(where)
        .orderBy(desc(invoiceApplications.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      server.db.select({ n: count() }).from(invoiceApplications).where(where),
    ]);
    return ok({ list: rows.map(toRow), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize });
  };

const auditOf =
  (server: ServerContext, operator: Operator, action: string, id: number) =>
  (tx: Executor, before: unknown, after: unknown) =>
    recordAudit(tx, operator, { action, target: `invoice:${id}`, before, after }, server.clock());

/** POST /api/admin/invoices/:id/issue (finance): invoices/invoice-issue.ts, as `pnpm invoice:issue` does. */
export const invoiceIssueHandler =
  (server: ServerContext): OperatorHandler<typeof adminInvoiceIssue> =>
  async (input, operator) => {
    if (!(await findRow(server.db, input.id))) return fail(404, ADMIN_MESSAGES.invoiceNotFound);
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
    return ok((await findRow(server.db, input.id))!, outcome.message);
  };

/** POST /api/admin/invoices/:id/void (finance): as `pnpm invoice:void` does. */
export const invoiceVoidHandler =
  (server: ServerContext): OperatorHandler<typeof adminInvoiceVoid> =>
  async (input, operator) => {
    if (!(await findRow(server.db, input.id))) return fail(404, ADMIN_MESSAGES.invoiceNotFound);
    const outcome = await voidApplication(server, input.id, auditOf(server, operator, "adminInvoiceVoid", input.id));
    if (!outcome.ok) return fail(409, outcome.message);
    return ok((await findRow(server.db, input.id))!, outcome.message);
  };
