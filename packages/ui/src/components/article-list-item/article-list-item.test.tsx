import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ArticleListItem } from "./article-list-item";

describe("ArticleListItem", () => {
  it("links its title to the article and marks the keyword", () => {
    const onNavigate = vi.fn();
    const { container } = render(
      <ArticleListItem
        title="出口退税公告"
        summary="优化出口退税流程"
        keyword="退税"
        href="/policy/details?id=3"
        onNavigate={onNavigate}
        date="2026-11-18 星期三"
      />,
    );
    const link = screen.getByRole("link", { name: "出口退税公告" });
    expect(link.getAttribute("href")).toBe("/policy/details?id=3");
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith("/policy/details?id=3");
    expect(container.querySelectorAll("mark")).toHaveLength(2);
    expect(screen.getByText("2026-11-18 星期三").tagName).toBe("TIME");
  });
});
