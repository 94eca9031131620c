import type { CentreMenuItemView } from "@taxlearn/machines";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CentreMenu } from "./centre-menu";

const page = (id: string, title: string, path: string, active = false): CentreMenuItemView => ({
  id,
  title,
  path,
  active,
  isGroup: false,
  expanded: false,
  children: [],
});
const items = (expanded: boolean): CentreMenuItemView[] => [
  {
    id: "courses",
    title: "课程管理",
    path: null,
    active: false,
    isGroup: true,
    expanded,
    children: [
      page("study", "当前课程", "/center/course-study", true),
      page("purchase", "已购课程", "/center/course-purchase"),
    ],
  },
  page("footprint", "学习足迹", "/center/footprint"),
];

describe("CentreMenu", () => {
  it("renders every page as a link, the current one marked, inside an expanded sub-menu", () => {
    render(<CentreMenu items={items(true)} onToggle={() => {}} />);
    const current = screen.getByRole("link", { name: "当前课程" });
    expect(current.getAttribute("href")).toBe("/center/course-study");
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "学习足迹" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("button", { name: "课程管理" }).getAttribute("aria-expanded")).toBe("true");
    // the phone button names the current page
    expect(screen.getByRole("button", { name: "课程管理 · 当前课程" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("hides a collapsed sub-menu and reports a heading click", () => {
    const onToggle = vi.fn();
    render(<CentreMenu items={items(false)} onToggle={onToggle} />);
    expect(screen.queryByRole("link", { name: "当前课程" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "课程管理" }));
    expect(onToggle).toHaveBeenCalledWith("courses");
  });

  it("hands a plain click on a page to the router, keeping the link", () => {
    const onNavigate = vi.fn();
    render(<CentreMenu items={items(true)} onToggle={() => {}} onNavigate={onNavigate} />);
    const nav = screen.getByRole("navigation", { name: "学员中心菜单" });
    fireEvent.click(within(nav).getByRole("link", { name: "已购课程" }));
    expect(onNavigate).toHaveBeenCalledWith("/center/course-purchase");
  });
});
