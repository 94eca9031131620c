import { fenToYuan, INVOICE_STATUSES, MESSAGE_TYPES } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import type { ServerContext } from "../../server-context";
import { deliverMessage } from "../messages/deliver-message";
import { setInvoicedAt } from "../orders/orders.repo";
import { renderInvoicePdf } from "./invoice-pdf";
import type { InvoiceSeller } from "./invoice-seller";
import * as repo from "./invoices.repo";

export type OperatorOutcome =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly message: string };

/**
 * Where an issued invoice's PDF is kept in the media store (private, served only by the learner's download route):
 * one object per issuing, so a concurrent issuing that loses its transaction never replaces the winner's PDF.
 */
export const invoicePdfKey = (applicationId: number, issuedAt: Date) =>
  `invoices/${applicationId}/${issuedAt.getTime()}.pdf`;

/**
 * The invoice number: the two digits of the Beijing year, then the application id on 18 digits (20 digits, the
 * length of a 数电票 number). Unique because the id is, and fixed before the PDF that prints it is rendered.
 */
export const invoiceNumberOf = (applicationId: number, issuedAt: Date): string =>
  String(new Date(issuedAt.getTime() + 8 * 3600_000).getUTCFullYear() % 100).padStart(2, "0") +
  String(applicationId).padStart(18, "0");

/** The line name of an order: the tax category then what was bought. */
const lineName = (productName: string) => `*现代服务*${productName}`;

/**
 * Issues a pending application: renders its PDF (outside any transaction: the font work takes a moment and must not
 * hold the database), then, in one transaction, stores number, seller and PDF if it is still pending and tells the
 * learner (type 订单). Issuing twice, or issuing a voided one, changes nothing and says why.
 */
/** Runs inside the operator action's transaction with the application before and after (the console's audit row). */
export type InvoiceActionDone = (
  tx: Executor,
  before: repo.InvoiceApplicationRow,
  after: repo.InvoiceApplicationRow,
) => Promise<void>;

export async function issueApplication(
  server: ServerContext,
  id: number,
  seller: InvoiceSeller,
  onDone?: InvoiceActionDone,
): Promise<OperatorOutcome> {
  const application = await repo.findApplication(server.db, id);
  if (!application) return { ok: false, message: `申请 ${id} 不存在` };
  if (application.status !== INVOICE_STATUSES.pending.value) {
    return { ok: false, message: `申请 ${id} 不是申请中（当前：${application.status === 2 ? "已开具" : "已作废"}）` };
  }
  const lines = (await repo.ordersOfApplications(server.db, [id])).get(id) ?? [];
  const issuedAt = server.clock();
  const invoiceNumber = invoiceNumberOf(id, issuedAt);
  const { issuer, ...sellerParty } = seller;
  const pdf = await renderInvoicePdf({
    invoiceNumber,
    issuedAt,
    kind: application.kind === 2 ? 2 : 1,
    buyer: {
      name: application.buyerName,
      taxNo: application.buyerTaxNo,
      address: application.buyerAddress,
      phone: application.buyerPhone,
      bank: application.buyerBank,
      account: application.buyerAccount,
    },
    seller: sellerParty,
    lines: lines.map((o) => ({ name: lineName(o.productName), quantity: 1, totalFen: o.amountFen })),
    taxRateBasisPoints: application.taxRateBasisPoints,
    issuer,
  });
  // the PDF is in the store before the row says issued, so a learner never finds an issued invoice without it
  await server.media.put(invoicePdfKey(id, issuedAt), pdf, { contentType: "application/pdf" });
  return server.db.transaction(async (tx) => {
    const updated = await repo.markIssued(tx, id, { invoiceNumber, seller: { ...sellerParty, issuer }, issuedAt });
    if (!updated) return { ok: false as const, message: `申请 ${id} 已被处理，未重复开具` };
    await onDone?.(tx, application, updated);
    await deliverMessage(tx, {
      userId: application.userId,
      type: MESSAGE_TYPES.order.value,
      title: "发票已开具",
      content: `您申请的发票（${application.buyerName}，金额 ¥${fenToYuan(application.totalFen)}）已开具，发票号码 ${invoiceNumber}，可在开票记录中下载 PDF。`,
      link: "/center/invoice-record",
    });
    return { ok: true as const, message: `申请 ${id} 已开具，发票号码 ${invoiceNumber}` };
  });
}

/**
 * Voids an application (申请中 or 已开具 → 已作废) in one transaction: its orders become invoiceable again and the
 * learner is told. A voided invoice's PDF is no longer served.
 */
export async function voidApplication(
  server: ServerContext,
  id: number,
  onDone?: InvoiceActionDone,
): Promise<OperatorOutcome> {
  const now = server.clock();
  return server.db.transaction(async (tx) => {
    const before = await repo.findApplication(tx, id);
    const voided = await repo.markVoided(tx, id, now);
    if (!voided) {
      const existing = await repo.findApplication(tx, id);
      return { ok: false as const, message: existing ? `申请 ${id} 已作废` : `申请 ${id} 不存在` };
    }
    const { application } = voided;
    await setInvoicedAt(tx, voided.orderIds, null);
    await deliverMessage(tx, {
      userId: application.userId,
      type: MESSAGE_TYPES.order.value,
      title: "发票已作废",
      content: `您的发票申请（${application.buyerName}）已作废${application.invoiceNumber ? `，发票号码 ${application.invoiceNumber}` : ""}；相关订单可重新申请开票。`,
      link: "/center/invoice-record",
    });
    await onDone?.(tx, before!, application);
    return { ok: true as const, message: `申请 ${id} 已作废` };
  });
}
