import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VipBanner } from "./vip-banner";

describe("VipBanner", () => {
  it("shows the title as the page heading and its action", () => {
    const onAction = vi.fn();
    render(<VipBanner title="VIP会员" subtitle="全年畅学" actionLabel="立即开通" onAction={onAction} />);
    expect(screen.getByRole("heading", { level: 1, name: "VIP会员" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "立即开通" }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
