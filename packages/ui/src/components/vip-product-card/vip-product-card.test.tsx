import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_VIP_PRODUCTS } from "../../stories/sample-commerce";
import { vipDurationLabel } from "./vip-duration";
import { VipProductCard } from "./vip-product-card";

describe("VipProductCard", () => {
  it("shows the price with the original struck through, the duration and a link to buy", () => {
    const onNavigate = vi.fn();
    render(<VipProductCard product={SAMPLE_VIP_PRODUCTS[0]!} href="/vip/payment?vip=4" onNavigate={onNavigate} />);
    expect(screen.getByRole("heading", { name: "年度VIP会员" })).toBeTruthy();
    expect(screen.getByText("¥298.00")).toBeTruthy();
    expect(screen.getByText("¥398.00").tagName).toBe("DEL");
    expect(screen.getByText("有效期 1年")).toBeTruthy();
    const link = screen.getByRole("link", { name: "立即开通 年度VIP会员" });
    expect(link.getAttribute("href")).toBe("/vip/payment?vip=4");
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith("/vip/payment?vip=4");
  });

  it("marks the current membership and offers 续费", () => {
    render(<VipProductCard product={SAMPLE_VIP_PRODUCTS[1]!} href="/vip/payment?vip=5" current />);
    expect(screen.getByText("当前会员")).toBeTruthy();
    expect(screen.getByRole("link", { name: "续费 季度VIP会员" })).toBeTruthy();
    expect(screen.queryByText("¥98.00", { selector: "del" })).toBeNull();
  });

  it("words durations in years, months or days", () => {
    expect(vipDurationLabel(730)).toBe("2年");
    expect(vipDurationLabel(90)).toBe("3个月");
    expect(vipDurationLabel(7)).toBe("7天");
    expect(vipDurationLabel(0)).toBe("0天");
  });
});
