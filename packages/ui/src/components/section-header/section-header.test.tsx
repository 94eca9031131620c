import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SectionHeader } from "./section-header";

describe("SectionHeader", () => {
  it("shows the title and a 更多 link handed to the router", () => {
    const onNavigate = vi.fn();
    render(<SectionHeader title="精选课程" moreHref="/choiceness" onNavigate={onNavigate} />);
    expect(screen.getByRole("heading", { level: 2, name: "精选课程" })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "更多 ›" }));
    expect(onNavigate).toHaveBeenCalledWith("/choiceness");
  });

  it("has no link without moreHref", () => {
    render(<SectionHeader title="最新课程" />);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
