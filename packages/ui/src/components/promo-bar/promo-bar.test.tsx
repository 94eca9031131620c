import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PromoBar } from "./promo-bar";

describe("PromoBar", () => {
  it("offers its action and a close button", () => {
    const onAction = vi.fn();
    const onClose = vi.fn();
    render(<PromoBar message="限时优惠" actionLabel="立即开通" onAction={onAction} onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "立即开通" }));
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("is just the message without handlers", () => {
    render(<PromoBar message="限时优惠" />);
    expect(screen.getByRole("region", { name: "限时优惠" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
