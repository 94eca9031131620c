import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HelpCategoryGrid } from "../help-category-grid";
import { HelpArticle } from "./help-article";

describe("help components", () => {
  it("HelpArticle shows its title, source, date and body", () => {
    render(<HelpArticle title="如何开票" source="发票与报销" updatedAt="2026-11-20" html="<p>进入学员中心</p>" />);
    expect(screen.getByRole("heading", { level: 1, name: "如何开票" })).toBeTruthy();
    expect(screen.getByText("更新于 2026-11-20")).toBeTruthy();
    expect(screen.getByText("进入学员中心").tagName).toBe("P");
  });

  it("HelpCategoryGrid links every category with a real anchor", () => {
    render(
      <HelpCategoryGrid
        categories={[{ id: 3, name: "发票与报销", description: "开票", icon: "invoice", articleCount: 4 }]}
        hrefOf={(c) => `/problem/index?categoryId=${c.id}`}
      />,
    );
    expect(screen.getByRole("link").getAttribute("href")).toBe("/problem/index?categoryId=3");
    expect(screen.getByText("4 篇")).toBeTruthy();
  });
});
