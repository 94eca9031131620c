import { type InvoiceApplicationData, type InvoiceTitleData, invoicePdfPath } from "@taxlearn/api";
import { fenToYuan, INVOICE_STATUSES, type InvoiceTitleFields, qualifiesForSpecialInvoice } from "@taxlearn/core";
import type { InvoiceApplicationRow, InvoiceTitleRow } from "./invoices.repo";

export const titleFields = (row: InvoiceTitleRow): InvoiceTitleFields => ({
  titleType: row.titleType === 2 ? 2 : 1,
  name: row.name,
  taxNo: row.taxNo,
  address: row.address,
  phone: row.phone,
  bank: row.bank,
  account: row.account,
});

export const titleData = (row: InvoiceTitleRow): InvoiceTitleData => ({
  id: row.id,
  ...titleFields(row),
  isDefault: row.isDefault,
  specialReady: qualifiesForSpecialInvoice(titleFields(row)),
});

export const applicationData = (
  row: InvoiceApplicationRow,
  orders: readonly { tradeNo: string; productName: string; amountFen: number }[],
): InvoiceApplicationData => ({
  id: row.id,
  status: row.status,
  kind: row.kind,
  titleType: row.titleType,
  buyerName: row.buyerName,
  buyerTaxNo: row.buyerTaxNo,
  email: row.email,
  amount: fenToYuan(row.totalFen),
  orders: orders.map((o) => ({ tradeNo: o.tradeNo, productName: o.productName, amount: fenToYuan(o.amountFen) })),
  invoiceNumber: row.invoiceNumber,
  appliedAt: row.appliedAt.toISOString(),
  issuedAt: row.issuedAt?.toISOString() ?? null,
  voidedAt: row.voidedAt?.toISOString() ?? null,
  pdfUrl: row.status === INVOICE_STATUSES.issued.value ? invoicePdfPath(row.id) : null,
});
