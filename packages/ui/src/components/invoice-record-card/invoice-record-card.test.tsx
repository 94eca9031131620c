import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InvoiceRecordCard } from "./invoice-record-card";

const base = {
  kind: 2,
  buyerName: "某公司",
  buyerTaxNo: "91110000600037341L",
  email: "a@example.cn",
  amount: "305.00",
  orders: [{ tradeNo: "T1", productName: "VIP年卡会员", amount: "305.00" }],
  appliedAt: "2026-11-20 10:00",
};

describe("InvoiceRecordCard", () => {
  it("shows a pending application with its hint and no number", () => {
    render(<InvoiceRecordCard {...base} status={1} />);
    expect(screen.getByText("申请中")).toBeTruthy();
    expect(screen.getByText("专用发票")).toBeTruthy();
    expect(screen.queryByText("发票号码")).toBeNull();
    expect(screen.getByText(/开具后可在此下载/)).toBeTruthy();
  });
  it("shows an issued one's number and action, a voided one's hint", () => {
    const { unmount } = render(
      <InvoiceRecordCard
        {...base}
        status={2}
        invoiceNumber="26000000000000000042"
        issuedAt="x"
        action={<button type="button">下载 PDF</button>}
      />,
    );
    expect(screen.getByText("26000000000000000042")).toBeTruthy();
    expect(screen.getByRole("button", { name: "下载 PDF" })).toBeTruthy();
    unmount();
    render(<InvoiceRecordCard {...base} status={3} voidedAt="y" />);
    expect(screen.getByText(/已作废的发票不可下载/)).toBeTruthy();
  });
});
