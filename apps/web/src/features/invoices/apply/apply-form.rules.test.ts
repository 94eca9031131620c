import { describe, expect, it } from "vitest";
import { initialTitleId, preselected, selectedTotal } from "./apply-form.rules";

const orders = [
  { tradeNo: "A", productName: "a", amount: "0.10", paidAt: "" },
  { tradeNo: "B", productName: "b", amount: "0.20", paidAt: "" },
  { tradeNo: "C", productName: "c", amount: "199.00", paidAt: "" },
];
const title = { titleType: 1, name: "", taxNo: "", address: "", phone: "", bank: "", account: "", specialReady: false };

describe("apply form rules", () => {
  it("adds amounts in fen: 0.10 + 0.20 is 0.30", () => {
    expect(selectedTotal(orders, new Set(["A", "B"]))).toBe("0.30");
    expect(selectedTotal(orders, new Set())).toBe("0.00");
    expect(selectedTotal(orders, new Set(["A", "B", "C"]))).toBe("199.30");
  });
  it("preselects only an invoiceable order", () => {
    expect([...preselected(orders, "B")]).toEqual(["B"]);
    expect([...preselected(orders, "Z")]).toEqual([]);
    expect([...preselected(orders, null)]).toEqual([]);
  });
  it("starts with the default title", () => {
    expect(
      initialTitleId([
        { ...title, id: 1, isDefault: false },
        { ...title, id: 2, isDefault: true },
      ]),
    ).toBe(2);
    expect(initialTitleId([{ ...title, id: 1, isDefault: false }])).toBe(1);
    expect(initialTitleId([])).toBeNull();
  });
});
