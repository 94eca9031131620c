import { fenToYuan, INVOICE_KINDS, type InvoiceKindValue, splitTax } from "@taxlearn/core";
import { startCjkPdf } from "./cjk-pdf";

export interface InvoiceParty {
  readonly name: string;
  readonly taxNo: string;
  readonly address: string;
  readonly phone: string;
  readonly bank: string;
  readonly account: string;
}

export interface InvoiceLine {
  /** What was bought, e.g. "*现代服务*VIP会员（年卡）". */
  readonly name: string;
  readonly quantity: number;
  /** What the learner paid for the line, tax included, in fen. */
  readonly totalFen: number;
}

export interface InvoiceDocument {
  readonly invoiceNumber: string;
  readonly issuedAt: Date;
  readonly kind: InvoiceKindValue;
  readonly buyer: InvoiceParty;
  readonly seller: InvoiceParty;
  readonly lines: readonly InvoiceLine[];
  readonly taxRateBasisPoints: number;
  /** Who issued it (开票人). */
  readonly issuer: string;
}

const INK = "#1f1f1f";
const FRAME = "#9a4b24"; // the brown of a Chinese e-invoice's frame and title
const MM = 72 / 25.4;

/** The invoice's date as Beijing time reads it (spec §9: Beijing offset). */
const beijingDate = (at: Date): string => {
  const beijing = new Date(at.getTime() + 8 * 3600_000);
  return `${beijing.getUTCFullYear()}年${String(beijing.getUTCMonth() + 1).padStart(2, "0")}月${String(beijing.getUTCDate()).padStart(2, "0")}日`;
};

/**
 * Renders an issued invoice as a one-page PDF (A5 landscape, the size of a printed e-invoice): title, number and
 * date, buyer and seller, the lines with amount, rate and tax, the totals in figures. Amounts are integer fen
 * throughout (core's splitTax); the lines' tax is split per line and the totals are their sums.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { doc, done, text } = await startCjkPdf(
    {
      size: "A5",
      layout: "landscape",
      margin: 0,
      info: {
        Title: `电子发票 ${invoice.invoiceNumber}`,
        Author: invoice.seller.name,
        CreationDate: invoice.issuedAt,
      },
    },
    INK,
  );

  const pageWidth = doc.page.width;
  const left = 12 * MM;
  const right = pageWidth - 12 * MM;
  const width = right - left;

  const kindLabel = invoice.kind === INVOICE_KINDS.special.value ? "增值税专用发票" : "普通发票";
  text(`电子发票（${kindLabel}）`, left, 13 * MM, 18, { color: FRAME, width, align: "center" });
  doc
    .moveTo(left + width / 2 - 70, 23 * MM)
    .lineTo(left + width / 2 + 70, 23 * MM)
    .strokeColor(FRAME)
    .lineWidth(0.8)
    .stroke();
  text(`发票号码：${invoice.invoiceNumber}`, right - 58 * MM, 5 * MM, 8);
  text(`开票日期：${beijingDate(invoice.issuedAt)}`, right - 58 * MM, 9 * MM, 8);

  // buyer | seller
  const partyTop = 28 * MM;
  const partyHeight = 30 * MM;
  doc.rect(left, partyTop, width, partyHeight).strokeColor(FRAME).lineWidth(0.8).stroke();
  doc
    .moveTo(left + width / 2, partyTop)
    .lineTo(left + width / 2, partyTop + partyHeight)
    .stroke();
  const party = (title: string, p: InvoiceParty, x: number) => {
    text(title, x + 3 * MM, partyTop + 3 * MM, 9, { color: FRAME });
    const rows: [string, string][] = [
      ["名称", p.name],
      ["统一社会信用代码/纳税人识别号", p.taxNo],
      ["地址、电话", [p.address, p.phone].filter((s) => s !== "").join(" ")],
      ["开户行及账号", [p.bank, p.account].filter((s) => s !== "").join(" ")],
    ];
    rows.forEach(([label, value], i) => {
      text(`${label}：${value}`, x + 3 * MM, partyTop + (9 + i * 5) * MM, 8);
    });
  };
  party("购买方信息", invoice.buyer, left);
  party("销售方信息", invoice.seller, left + width / 2);

  // lines
  const tableTop = partyTop + partyHeight + 4 * MM;
  const columns = [
    { title: "项目名称", x: left, w: 62 * MM, align: "left" as const },
    { title: "数量", x: left + 62 * MM, w: 14 * MM, align: "right" as const },
    { title: "单价", x: left + 76 * MM, w: 24 * MM, align: "right" as const },
    { title: "金额", x: left + 100 * MM, w: 26 * MM, align: "right" as const },
    { title: "税率/征收率", x: left + 126 * MM, w: 24 * MM, align: "right" as const },
    { title: "税额", x: left + 150 * MM, w: width - 150 * MM, align: "right" as const },
  ];
  const pad = 2 * MM;
  columns.forEach((c) => {
    text(c.title, c.x + pad, tableTop + 2 * MM, 8, { color: FRAME, width: c.w - 2 * pad, align: c.align });
  });
  const rate = `${invoice.taxRateBasisPoints / 100}%`;
  let netTotal = 0;
  let taxTotal = 0;
  let paidTotal = 0;
  invoice.lines.forEach((line, i) => {
    const { netFen, taxFen } = splitTax(line.totalFen, invoice.taxRateBasisPoints);
    netTotal += netFen;
    taxTotal += taxFen;
    paidTotal += line.totalFen;
    const unit = fenToYuan(Math.round(netFen / line.quantity));
    const cells = [line.name, String(line.quantity), unit, fenToYuan(netFen), rate, fenToYuan(taxFen)];
    const y = tableTop + (8 + i * 6) * MM;
    cells.forEach((cell, j) => {
      const c = columns[j]!;
      text(cell, c.x + pad, y, 8, { width: c.w - 2 * pad, align: c.align });
    });
  });
  const tableHeight = (12 + invoice.lines.length * 6 + 6) * MM;
  const sumY = tableTop + tableHeight - 6 * MM;
  doc.rect(left, tableTop, width, tableHeight).strokeColor(FRAME).stroke();
  doc
    .moveTo(left, sumY - 2 * MM)
    .lineTo(right, sumY - 2 * MM)
    .stroke();
  text("合计", columns[0]!.x + pad, sumY, 8, { color: FRAME });
  text(`¥${fenToYuan(netTotal)}`, columns[3]!.x + pad, sumY, 8, { width: columns[3]!.w - 2 * pad, align: "right" });
  text(`¥${fenToYuan(taxTotal)}`, columns[5]!.x + pad, sumY, 8, { width: columns[5]!.w - 2 * pad, align: "right" });

  const totalTop = tableTop + tableHeight;
  doc
    .rect(left, totalTop, width, 9 * MM)
    .strokeColor(FRAME)
    .stroke();
  text("价税合计", left + pad, totalTop + 3 * MM, 9, { color: FRAME });
  text(`（小写）¥${fenToYuan(paidTotal)}`, right - 70 * MM, totalTop + 3 * MM, 10);

  text(`开票人：${invoice.issuer}`, left, totalTop + 14 * MM, 8);
  text(`销售方：${invoice.seller.name}`, left + width / 2, totalTop + 14 * MM, 8);
  doc.end();
  return done;
}
