import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VisuallyHidden } from "./visually-hidden";

describe("VisuallyHidden", () => {
  it("keeps its text in the accessibility tree, as a span by default", () => {
    render(<VisuallyHidden>三条未读</VisuallyHidden>);
    expect(screen.getByText("三条未读").tagName).toBe("SPAN");
  });
  it("can be the page's heading", () => {
    render(<VisuallyHidden as="h1">首页</VisuallyHidden>);
    expect(screen.getByRole("heading", { level: 1, name: "首页" })).toBeTruthy();
  });
});
