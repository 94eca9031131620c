import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { order, renderCommerce } from "../shared/commerce-test-support";
import SuccessScreen from "./success-screen";

const detail = (current: ReturnType<typeof order>) => ({
  [`/api/order/detail/${current.tradeNo}`]: () => ({ data: current }),
});

describe("SuccessScreen", { timeout: 20_000 }, () => {
  it("a paid membership: what was bought, the amount and the way back to /vip", async () => {
    const paid = order({ status: "paid" });
    renderCommerce(<SuccessScreen />, { url: `/success/success?tradeNo=${paid.tradeNo}`, server: detail(paid) });
    expect(await screen.findByRole("heading", { name: "支付成功" })).toBeTruthy();
    expect(screen.getByText("您已成功开通年度VIP会员，实付金额 ¥298.00")).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看会员权益" }).getAttribute("href")).toBe("/vip");
    expect(screen.getByRole("link", { name: "查看订单" }).getAttribute("href")).toBe("/center/order");
  });

  it("a paid course leads back to its detail", async () => {
    const paid = order({
      status: "paid",
      productKind: "course",
      productId: 12,
      productType: 1,
      productName: "增值税实务",
    });
    renderCommerce(<SuccessScreen />, { url: `/success/success?tradeNo=${paid.tradeNo}`, server: detail(paid) });
    expect(await screen.findByText("您已成功购买《增值税实务》，实付金额 ¥298.00")).toBeTruthy();
    expect(screen.getByRole("link", { name: "开始学习" }).getAttribute("href")).toBe("/course/details?id=12");
  });

  it("an unpaid order is not called a success", async () => {
    const unpaid = order({ status: "paying" });
    renderCommerce(<SuccessScreen />, { url: `/success/success?tradeNo=${unpaid.tradeNo}`, server: detail(unpaid) });
    expect(await screen.findByRole("heading", { name: "订单尚未支付" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "继续支付" }).getAttribute("href")).toBe(
      `/vip/placeOrder?tradeNo=${unpaid.tradeNo}`,
    );
  });

  it("without an order it is the generic 操作成功 page", () => {
    renderCommerce(<SuccessScreen />, { url: "/success/success", server: {}, loggedIn: false });
    expect(screen.getByRole("heading", { name: "操作成功" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/home");
  });
});
