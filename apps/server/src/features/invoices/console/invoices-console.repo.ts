import type { AdminInvoiceRow } from "@taxlearn/api/admin";
import { fenToYuan } from "@taxlearn/core";
import { count, desc, eq } from "drizzle-orm";
import { accountNames } from "../../../auth/user-directory.repo";
import type { Executor } from "../../../db/executor";
import { invoiceApplications } from "../../../db/schema";

/** The console's columns, the applicant's phone from the account joined in the same statement. */
const columnsWith = (account: ReturnType<typeof accountNames>) => ({
  id: invoiceApplications.id,
  userId: invoiceApplications.userId,
  phone: account.mobile,
  status: invoiceApplications.status,
  kind: invoiceApplications.kind,
  buyerName: invoiceApplications.buyerName,
  buyerTaxNo: invoiceApplications.buyerTaxNo,
  totalFen: invoiceApplications.totalFen,
  invoiceNumber: invoiceApplications.invoiceNumber,
  appliedAt: invoiceApplications.appliedAt,
  issuedAt: invoiceApplications.issuedAt,
  voidedAt: invoiceApplications.voidedAt,
});

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

/** One application as the console shows it; null when there is none. */
export const findConsoleInvoice = async (db: Executor, id: number) => {
  const account = accountNames(db);
  const [row] = await db
    .select(columnsWith(account))
    .from(invoiceApplications)
    .innerJoin(account, eq(account.userId, invoiceApplications.userId))
    .where(eq(invoiceApplications.id, id))
    .limit(1);
  return row ? toRow(row) : null;
};

/** A page of applications, newest first (primary key, or invoice_applications_status_idx when filtered). */
export async function listConsoleInvoices(
  db: Executor,
  status: number | undefined,
  page: number,
  pageSize: number,
): Promise<{ list: AdminInvoiceRow[]; total: number }> {
  const where = status === undefined ? undefined : eq(invoiceApplications.status, status);
  const account = accountNames(db);
  const [rows, [total]] = await Promise.all([
    db
      .select(columnsWith(account))
      .from(invoiceApplications)
      .innerJoin(account, eq(account.userId, invoiceApplications.userId))
      .where(where)
      .orderBy(desc(invoiceApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(invoiceApplications).where(where),
  ]);
  return { list: rows.map(toRow), total: total?.n ?? 0 };
}
