import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CaptchaField } from "./captcha-field";

const base = { value: "", onChange: () => {}, image: "data:image/svg+xml;base64,PHN2Zy8+", onRefresh: () => {} };

describe("CaptchaField", () => {
  it("shows the picture, and clicking it asks for a new one", () => {
    const onRefresh = vi.fn();
    render(<CaptchaField {...base} status="shown" onRefresh={onRefresh} />);
    expect(screen.getByRole("img", { name: "图形验证码" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "看不清？换一张" }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it("says why a new picture is shown", () => {
    const { rerender } = render(<CaptchaField {...base} status="wrong" />);
    expect(screen.getByRole("alert").textContent).toBe("图形验证码错误，已换一张，请重新输入");
    rerender(<CaptchaField {...base} status="expired" />);
    expect(screen.getByRole("alert").textContent).toBe("图形验证码已失效，已换一张，请重新输入");
  });

  it("is busy while loading", () => {
    render(<CaptchaField {...base} image={null} status="loading" />);
    expect((screen.getByRole("button", { name: "看不清？换一张" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("passes the typed answer on", () => {
    const onChange = vi.fn();
    render(<CaptchaField {...base} status="shown" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText(/图形验证码/, { selector: "input" }), { target: { value: "ab2c" } });
    expect(onChange).toHaveBeenCalledWith("ab2c");
  });
});
