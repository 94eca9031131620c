import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("says 暂无数据 by default", () => {
    render(<EmptyState />);
    expect(screen.getByRole("region", { name: "暂无数据" })).toBeTruthy();
  });

  it("shows the given title, description and action", () => {
    render(
      <EmptyState title="没有找到相关内容" description="换个关键词试试" action={<button type="button">返回</button>} />,
    );
    expect(screen.getByText("没有找到相关内容")).toBeTruthy();
    expect(screen.getByText("换个关键词试试")).toBeTruthy();
    expect(screen.getByRole("button", { name: "返回" })).toBeTruthy();
  });
});
