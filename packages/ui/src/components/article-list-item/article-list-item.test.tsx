import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ArticleListItem } from "./article-list-item";

describe("ArticleListItem", () => {
  it("opens from its title and marks the keyword", () => {
    const onOpen = vi.fn();
    const { container } = render(
      <ArticleListItem
        title="出口退税公告"
        summary="优化出口退税流程"
        keyword="退税"
        onOpen={onOpen}
        date="2026-11-18 星期三"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "出口退税公告" }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll("mark")).toHaveLength(2);
    expect(screen.getByText("2026-11-18 星期三").tagName).toBe("TIME");
  });
});
