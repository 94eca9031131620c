import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SubscriptionChips } from "./subscription-chips";

describe("SubscriptionChips", () => {
  it("shows each chip's state and asks for the opposite on click", () => {
    const onToggle = vi.fn();
    render(
      <SubscriptionChips
        label="课程专题"
        chips={[
          { id: 101, label: "出口退税", selected: true },
          { id: 102, label: "增值税", selected: false },
        ]}
        pendingId={102}
        onToggle={onToggle}
      />,
    );
    const on = screen.getByRole("button", { name: /出口退税/ });
    expect(on.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(on);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }), false);
    expect((screen.getByRole("button", { name: /增值税/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
