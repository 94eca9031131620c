import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderRow } from "./order-row";

describe("OrderRow", () => {
  it("shows the number, time, product link, amount, status and actions", () => {
    render(
      <OrderRow
        order={{
          tradeNo: "TL9",
          productName: "增值税实务",
          productKind: "课程",
          amount: "199",
          status: "paying",
          createdAt: "2026-11-24 10:32",
        }}
        productHref="/course/details?id=3"
        actions={<button type="button">继续支付</button>}
      />,
    );
    expect(screen.getByRole("article", { name: "订单编号 TL9" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "增值税实务" }).getAttribute("href")).toBe("/course/details?id=3");
    expect(screen.getByText("¥199.00")).toBeTruthy();
    expect(screen.getByText("待支付")).toBeTruthy();
    expect(screen.getByRole("button", { name: "继续支付" })).toBeTruthy();
  });

  it.each([
    ["paid", "已支付"],
    ["closed", "已关闭"],
    ["refunding", "退款中"],
    ["refunded", "已退款"],
  ] as const)("labels %s as %s", (status, label) => {
    render(
      <OrderRow
        order={{ tradeNo: "T", productName: "P", productKind: "VIP会员", amount: "1", status, createdAt: "" }}
      />,
    );
    expect(screen.getByText(label)).toBeTruthy();
  });
});
