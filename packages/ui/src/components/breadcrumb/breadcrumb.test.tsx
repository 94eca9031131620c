import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Breadcrumb } from "./breadcrumb";

const items = [
  { title: "首页", to: "/home" },
  { title: "政策法规", to: "/policy" },
  { title: "政策详情", to: "/policy/details?id=12" },
];

describe("Breadcrumb", () => {
  it("links every item but the current one", () => {
    render(<Breadcrumb items={items} />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/home", "/policy"]);
    expect(screen.getByText("政策详情").getAttribute("aria-current")).toBe("page");
  });

  it("hands a plain click to the router, but not a ctrl-click", () => {
    const onNavigate = vi.fn();
    render(<Breadcrumb items={items} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole("link", { name: "政策法规" }));
    expect(onNavigate).toHaveBeenCalledWith("/policy");
    fireEvent.click(screen.getByRole("link", { name: "首页" }), { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("draws nothing without items", () => {
    const { container } = render(<Breadcrumb items={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
