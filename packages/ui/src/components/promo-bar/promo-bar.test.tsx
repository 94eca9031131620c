import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PromoBar } from "./promo-bar";

describe("PromoBar", () => {
  it("links its action and offers a close button", () => {
    const onClose = vi.fn();
    render(<PromoBar message="限时优惠" actionLabel="立即开通" actionHref="/vip" onClose={onClose} />);
    expect(screen.getByRole("link", { name: "立即开通" }).getAttribute("href")).toBe("/vip");
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("is just the message without handlers", () => {
    render(<PromoBar message="限时优惠" />);
    expect(screen.getByRole("region", { name: "限时优惠" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
