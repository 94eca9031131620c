import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderCommerce, userInfo, vipProduct } from "../shared/commerce-test-support";
import VipScreen from "./vip-screen";

const routes = (user: ReturnType<typeof userInfo> | null) => ({
  "/api/vipProducts": () => ({ data: [vipProduct(4, "年度VIP会员"), vipProduct(5, "季度VIP会员", "98.00", "98.00")] }),
  "/api/vipRightsList/vipAll": () => ({
    data: [
      { id: 1, type: 1, name: "付费课程免费学", icon: "", description: "会员期内免费" },
      { id: 2, type: 2, name: "专家答疑", icon: "", description: "" },
    ],
  }),
  "/api/dict/detailList": (fields: URLSearchParams) =>
    fields.get("name") === "vip_rights_type"
      ? {
          data: [
            { label: "学习特权", value: "1", sort: 1 },
            { label: "服务特权", value: "2", sort: 2 },
          ],
        }
      : { status: 404, msg: "字典不存在" },
  "/api/faqList": () => ({ data: [{ id: 1, question: "可以开发票吗？", answer: "可以，在订单页申请。" }] }),
  "/api/userInfo": () => (user ? { data: user } : { status: 401, msg: "请先登录" }),
});

describe("VipScreen", { timeout: 20_000 }, () => {
  it("shows the banner, the products with their prices and links, the rights by type and the FAQ", async () => {
    renderCommerce(<VipScreen />, { url: "/vip", server: routes(null), loggedIn: false });
    expect(screen.getByRole("heading", { level: 1, name: "VIP会员" })).toBeTruthy();
    const year = await screen.findByRole("article", { name: "年度VIP会员" });
    expect(within(year).getByText("¥298.00")).toBeTruthy();
    expect(within(year).getByText("¥398.00").tagName).toBe("DEL");
    expect(
      within(year)
        .getByRole("link", { name: /立即开通/ })
        .getAttribute("href"),
    ).toBe("/vip/payment?vip=4");
    expect(await screen.findByRole("region", { name: "学习特权" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "服务特权" })).toBeTruthy();
    const question = await screen.findByRole("button", { name: "可以开发票吗？" });
    fireEvent.click(question);
    expect(screen.getByText("可以，在订单页申请。").hidden).toBe(false);
    expect(screen.queryByText(/您已开通/)).toBeNull();
  });

  it("shows an active member their membership, its validity and 续费", async () => {
    const user = userInfo({
      id: 4,
      name: "年度VIP会员",
      start: "2026-01-01T00:00:00.000Z",
      end: "2099-01-01T00:00:00.000Z",
    });
    renderCommerce(<VipScreen />, { url: "/vip", server: routes(user) });
    expect(await screen.findByText("您已开通年度VIP会员")).toBeTruthy();
    expect(screen.getByText("有效期：2026-01-01 至 2099-01-01")).toBeTruthy();
    const renew = screen.getAllByRole("link", { name: /续费/ });
    expect(renew.map((link) => link.getAttribute("href"))).toContain("/vip/payment?vip=4");
    const year = await screen.findByRole("article", { name: "年度VIP会员" });
    expect(within(year).getByText("当前会员")).toBeTruthy();
    // the banner offers the member 续费 too, not 立即开通
    expect(screen.queryByRole("button", { name: "立即开通" })).toBeNull();
    expect(screen.getByRole("button", { name: "续费" })).toBeTruthy();
  });

  it("does not show an expired membership as active", async () => {
    const user = userInfo({
      id: 4,
      name: "年度VIP会员",
      start: "2020-01-01T00:00:00.000Z",
      end: "2021-01-01T00:00:00.000Z",
    });
    renderCommerce(<VipScreen />, { url: "/vip", server: routes(user) });
    await screen.findByRole("article", { name: "年度VIP会员" });
    expect(screen.queryByText(/您已开通/)).toBeNull();
  });

  it("shows a failed read in Chinese with 重新加载", async () => {
    renderCommerce(<VipScreen />, {
      url: "/vip",
      server: { ...routes(null), "/api/vipProducts": () => ({ status: 503, msg: "服务繁忙，请稍后再试" }) },
      loggedIn: false,
    });
    expect(await screen.findByText("服务繁忙，请稍后再试")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "重新加载" }).length).toBeGreaterThan(0);
  });
});
