import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { InvoiceOrderOption } from "./invoice-order-option";

describe("InvoiceOrderOption", () => {
  it("reports the checkbox's new state", () => {
    const onChange = vi.fn();
    render(
      <InvoiceOrderOption
        tradeNo="T1"
        productName="VIP年卡会员"
        amount="199.00"
        paidAt="x"
        checked={false}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "VIP年卡会员（订单号 T1）¥199.00" }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
