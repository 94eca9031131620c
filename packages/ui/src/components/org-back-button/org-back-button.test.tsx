import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { OrgBackButton } from "./org-back-button";

describe("OrgBackButton", () => {
  it("is a 返回 button that goes back", () => {
    const onBack = vi.fn();
    render(<OrgBackButton onBack={onBack} />);
    fireEvent.click(screen.getByRole("button", { name: "返回" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
