import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatCountdown } from "./countdown";
import { PaymentQrPanel } from "./payment-qr-panel";

const base = {
  method: "wechat" as const,
  amount: "298.00",
  orderNo: "TL1",
  remainingSeconds: 899,
};

describe("PaymentQrPanel", () => {
  it("shows the code of the gateway's code_url, the amount, the order number, the time left and the scan page", () => {
    const onConfirmPaid = vi.fn();
    render(
      <PaymentQrPanel
        {...base}
        status="awaiting"
        codeUrl="weixin://wxpay/bizpayurl?pr=1"
        scanPageHref="/sandbox/pay/TL1"
        onConfirmPaid={onConfirmPaid}
      />,
    );
    const code = screen.getByRole("img", { name: "微信支付支付二维码" });
    expect(code.getAttribute("data-qr-value")).toBe("weixin://wxpay/bizpayurl?pr=1");
    expect(screen.getByText("¥298.00")).toBeTruthy();
    expect(screen.getByText("TL1")).toBeTruthy();
    expect(screen.getByText("14:59")).toBeTruthy();
    const link = screen.getByRole("link", { name: "在新窗口打开扫码支付页" });
    expect(link.getAttribute("href")).toBe("/sandbox/pay/TL1");
    expect(link.getAttribute("target")).toBe("_blank");
    fireEvent.click(screen.getByRole("button", { name: "我已完成支付" }));
    expect(onConfirmPaid).toHaveBeenCalled();
  });

  it("shows no code once expired, says so, and offers the given way on", () => {
    render(
      <PaymentQrPanel {...base} status="expired" codeUrl={null} actions={<button type="button">重新下单</button>} />,
    );
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("订单已超时关闭");
    expect(screen.queryByText("14:59")).toBeNull();
    expect(screen.getByRole("button", { name: "重新下单" })).toBeTruthy();
  });

  it("shows a failure as an alert in Chinese", () => {
    render(<PaymentQrPanel {...base} status="failed" codeUrl={null} failure="支付服务暂不可用，请稍后再试" />);
    expect(screen.getAllByRole("alert").map((el) => el.textContent)).toContain("支付服务暂不可用，请稍后再试");
  });

  it("formats the countdown as mm:ss, never below zero", () => {
    expect(formatCountdown(900)).toBe("15:00");
    expect(formatCountdown(61.7)).toBe("01:01");
    expect(formatCountdown(-3)).toBe("00:00");
    expect(formatCountdown(Number.NaN)).toBe("00:00");
  });
});
