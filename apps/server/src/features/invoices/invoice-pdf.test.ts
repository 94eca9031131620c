import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { fontRuns, unprintableCharacters } from "./invoice-font";
import { type InvoiceDocument, renderInvoicePdf } from "./invoice-pdf";

const invoice: InvoiceDocument = {
  invoiceNumber: "26000000000000000042",
  issuedAt: new Date("2026-11-20T17:30:00.000Z"), // 21 Nov in Beijing
  kind: 2,
  buyer: {
    name: "北京鑫税通财务咨询有限公司",
    taxNo: "91110000600037341L",
    address: "北京市朝阳区建国路1号",
    phone: "010-12345678",
    bank: "中国工商银行北京分行",
    account: "0200001234567890",
  },
  seller: {
    name: "财税学习平台科技有限公司",
    taxNo: "91350100M000100Y43",
    address: "福州市鼓楼区五四路1号",
    phone: "0591-88888888",
    bank: "招商银行福州分行",
    account: "591900000010101",
  },
  lines: [
    { name: "*现代服务*VIP会员（年卡）", quantity: 1, totalFen: 19_900 },
    { name: "*现代服务*出口退税实务课程", quantity: 1, totalFen: 10_600 },
  ],
  taxRateBasisPoints: 600,
  issuer: "财税学习平台",
};

describe("renderInvoicePdf", () => {
  it("renders a PDF whose text has the buyer, seller, number, date, amounts and tax", async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // only the glyphs used are embedded: a few tens of kB, not the 3.6 MB font files
    expect(pdf.length).toBeLessThan(200_000);
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = (await parser.getText()).text.replace(/\s+/g, "");
    expect(text).toContain("电子发票（增值税专用发票）");
    expect(text).toContain("北京鑫税通财务咨询有限公司");
    expect(text).toContain("91110000600037341L");
    expect(text).toContain("财税学习平台科技有限公司");
    expect(text).toContain("26000000000000000042");
    expect(text).toContain("2026年11月21日");
    // 199.00 = 187.74 + 11.26; 106.00 = 100.00 + 6.00; totals 287.74 + 17.26 = 305.00
    for (const figure of ["187.74", "11.26", "100.00", "6.00", "¥287.74", "¥17.26", "¥305.00", "6%"]) {
      expect(text).toContain(figure);
    }
    // a page to look at: $TMPDIR/taxlearn-invoice-pdf/invoice.png
    const shot = await parser.getScreenshot({ scale: 2, first: 1 });
    const dir = join(tmpdir(), "taxlearn-invoice-pdf");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "invoice.pdf"), pdf);
    writeFileSync(join(dir, "invoice.png"), shot.pages[0]!.data);
    expect(shot.pages[0]!.width).toBeGreaterThan(1000);
    await parser.destroy();
  }, 30_000);

  it("says 普通发票 for a normal invoice and renders a personal buyer without tax number", async () => {
    const pdf = await renderInvoicePdf({
      ...invoice,
      kind: 1,
      buyer: { ...invoice.buyer, name: "张三", taxNo: "", address: "", phone: "", bank: "", account: "" },
    });
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = (await parser.getText()).text.replace(/\s+/g, "");
    expect(text).toContain("电子发票（普通发票）");
    expect(text).toContain("名称：张三");
    await parser.destroy();
  }, 30_000);
});

describe("invoice font", () => {
  it("draws every GB 2312 character and names the ones it cannot draw", () => {
    expect(unprintableCharacters("北京鑫税通 ABC-123（）￥")).toEqual([]);
    // 𠀀 (U+20000) and 䶮 (U+4DAE) are outside GB 2312
    expect(unprintableCharacters("王䶮𠀀𠀀")).toEqual(["䶮", "𠀀"]);
  });
  it("keeps runs in one font where it can", () => {
    const runs = fontRuns("税 123");
    expect(runs.map((r) => r.text).join("")).toBe("税 123");
  });
});
