import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PayMethodPicker } from "./pay-method-picker";

describe("PayMethodPicker", () => {
  it("offers 微信支付 and 支付宝 as one radio group and reports the choice", () => {
    const onChange = vi.fn();
    render(<PayMethodPicker value="wechat" onChange={onChange} />);
    expect(screen.getByRole("group", { name: "支付方式" })).toBeTruthy();
    const wechat = screen.getByRole("radio", { name: "微信支付" }) as HTMLInputElement;
    const alipay = screen.getByRole("radio", { name: "支付宝" }) as HTMLInputElement;
    expect(wechat.checked).toBe(true);
    expect(alipay.checked).toBe(false);
    fireEvent.click(alipay);
    expect(onChange).toHaveBeenCalledWith("alipay");
  });

  it("cannot be changed when disabled", () => {
    render(<PayMethodPicker value="alipay" onChange={() => {}} disabled />);
    expect((screen.getByRole("radio", { name: "微信支付" }) as HTMLInputElement).disabled).toBe(true);
  });
});
