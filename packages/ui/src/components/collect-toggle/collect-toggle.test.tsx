import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CollectToggle } from "./collect-toggle";

describe("CollectToggle", () => {
  it("reads 收藏 or 已收藏 and reports clicks", () => {
    const onToggle = vi.fn();
    const { rerender } = render(<CollectToggle collected={false} onToggle={onToggle} />);
    fireEvent.click(screen.getByRole("button", { name: "收藏" }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<CollectToggle collected onToggle={onToggle} />);
    expect(screen.getByRole("button", { name: "已收藏" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("waits while a change is pending", () => {
    render(<CollectToggle collected={false} pending onToggle={() => {}} />);
    expect((screen.getByRole("button", { name: "收藏" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
