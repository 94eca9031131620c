import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INVOICE_MESSAGES } from "./invoice.messages";
import {
  checkInvoiceEmail,
  checkInvoiceTitle,
  INVOICE_LIMITS,
  type InvoiceTitleInput,
  invoiceKindLabel,
  invoiceStatusLabel,
  invoiceTitleTypeLabel,
  qualifiesForSpecialInvoice,
  splitTax,
} from "./invoice.rules";

const company: InvoiceTitleInput = {
  titleType: 2,
  name: " 北京财税科技有限公司 ",
  taxNo: "91110000600037341l",
  address: "北京市朝阳区建国路1号",
  phone: "010-12345678",
  bank: "中国工商银行北京分行",
  account: "0200 0012 3456 7890",
};
const personal: InvoiceTitleInput = {
  titleType: 1,
  name: "张三",
  taxNo: "",
  address: "",
  phone: "",
  bank: "",
  account: "",
};

const problemOf = (input: Partial<InvoiceTitleInput>) => {
  const result = checkInvoiceTitle({ ...company, ...input });
  return result.ok ? null : { field: result.field, message: result.message };
};

describe("checkInvoiceTitle", () => {
  it("normalizes a full company title", () => {
    expect(checkInvoiceTitle(company)).toEqual({
      ok: true,
      value: {
        titleType: 2,
        name: "北京财税科技有限公司",
        taxNo: "91110000600037341L",
        address: "北京市朝阳区建国路1号",
        phone: "010-12345678",
        bank: "中国工商银行北京分行",
        account: "0200001234567890",
      },
    });
  });

  it("keeps a personal title's name only", () => {
    expect(checkInvoiceTitle({ ...personal, address: "x" })).toMatchObject({
      ok: true,
      value: { titleType: 1, name: "张三", address: "" },
    });
    expect(checkInvoiceTitle({ ...personal, taxNo: "91110000600037341L" })).toEqual({
      ok: false,
      field: "taxNo",
      message: INVOICE_MESSAGES.taxNoForPersonal,
    });
  });

  it("names the field of the first problem", () => {
    expect(problemOf({ titleType: 3 })?.field).toBe("titleType");
    expect(problemOf({ name: "  " })).toEqual({ field: "name", message: INVOICE_MESSAGES.nameRequired });
    expect(problemOf({ name: "税".repeat(INVOICE_LIMITS.name + 1) })?.field).toBe("name");
    expect(problemOf({ name: "税".repeat(INVOICE_LIMITS.name) })).toBeNull();
    expect(problemOf({ taxNo: "" })).toEqual({ field: "taxNo", message: INVOICE_MESSAGES.taxNoRequired });
    expect(problemOf({ taxNo: "91110000600037341X" })).toEqual({
      field: "taxNo",
      message: INVOICE_MESSAGES.taxNoInvalid,
    });
    expect(problemOf({ address: "路".repeat(INVOICE_LIMITS.address + 1) })?.field).toBe("address");
    expect(problemOf({ phone: "电话" })?.field).toBe("phone");
    expect(problemOf({ bank: "行".repeat(INVOICE_LIMITS.bank + 1) })?.field).toBe("bank");
    expect(problemOf({ account: "12ab" })?.field).toBe("account");
    expect(problemOf({ address: "", phone: "", bank: "", account: "" })).toBeNull();
  });
});

describe("qualifiesForSpecialInvoice", () => {
  it("needs a company with every registration field", () => {
    const full = checkInvoiceTitle(company);
    const partial = checkInvoiceTitle({ ...company, bank: "" });
    const person = checkInvoiceTitle(personal);
    if (!full.ok || !partial.ok || !person.ok) throw new Error("fixtures must be valid");
    expect(qualifiesForSpecialInvoice(full.value)).toBe(true);
    expect(qualifiesForSpecialInvoice(partial.value)).toBe(false);
    expect(qualifiesForSpecialInvoice(person.value)).toBe(false);
  });
});

describe("checkInvoiceEmail", () => {
  it("accepts an address and trims it", () => {
    expect(checkInvoiceEmail(" li.si+fp@mail.example.cn ")).toEqual({ ok: true, value: "li.si+fp@mail.example.cn" });
  });
  it("refuses empty, malformed and over-long addresses", () => {
    expect(checkInvoiceEmail(" ")).toMatchObject({
      ok: false,
      field: "email",
      message: INVOICE_MESSAGES.emailRequired,
    });
    for (const bad of ["a@b", "a b@c.cn", "@c.cn", "a@-c.cn", "a@@c.cn", `${"a".repeat(96)}@c.cn`]) {
      expect(checkInvoiceEmail(bad)).toMatchObject({
        ok: false,
        field: "email",
        message: INVOICE_MESSAGES.emailInvalid,
      });
    }
  });
});

describe("labels", () => {
  it("labels codes and answers null for unknown ones", () => {
    expect(invoiceTitleTypeLabel(2)).toBe("单位");
    expect(invoiceKindLabel(2)).toBe("专用发票");
    expect(invoiceStatusLabel(1)).toBe("申请中");
    expect(invoiceStatusLabel(9)).toBeNull();
  });
});

describe("splitTax (6 %, integer fen)", () => {
  it("splits known amounts", () => {
    expect(splitTax(10_600)).toEqual({ netFen: 10_000, taxFen: 600 });
    expect(splitTax(19_900)).toEqual({ netFen: 18_774, taxFen: 1_126 });
    expect(splitTax(0)).toEqual({ netFen: 0, taxFen: 0 });
    expect(splitTax(1, 0)).toEqual({ netFen: 1, taxFen: 0 });
  });
  it("refuses what is not an amount in fen", () => {
    expect(() => splitTax(-1)).toThrow(RangeError);
    expect(() => splitTax(1.5)).toThrow(RangeError);
  });
  it("net plus tax is the total, and the tax is the rate of the net to within half a fen", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.integer({ min: 0, max: 1700 }), (total, rate) => {
        const { netFen, taxFen } = splitTax(total, rate);
        return (
          Number.isInteger(netFen) &&
          netFen + taxFen === total &&
          Math.abs(netFen * (10_000 + rate) - total * 10_000) <= (10_000 + rate) / 2
        );
      }),
    );
  });
});
