import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MainNav } from "./main-nav";

const base = { logo: null, onSearch: () => {} };

function menuTitles() {
  return within(screen.getByRole("navigation", { name: "主导航" }))
    .getAllByRole("link")
    .map((link) => link.textContent);
}

describe("MainNav", () => {
  it("lists the menu in the spec's order", () => {
    render(<MainNav {...base} pathname="/home" />);
    expect(menuTitles()).toEqual(["首页", "课程", "微课", "政策", "案例", "专题", "VIP会员"]);
    expect(screen.getByRole("link", { name: "微课" }).getAttribute("href")).toBe("/knowledge?pT=2");
  });

  it("opens the phone's menu drawer with 菜单 and closes it on Escape or on a new page", () => {
    const { rerender } = render(<MainNav {...base} pathname="/home" />);
    const toggle = screen.getByRole("button", { name: "菜单" });
    const nav = screen.getByRole("navigation", { name: "主导航" });
    expect(toggle.getAttribute("aria-controls")).toBe(nav.id);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(screen.getByRole("link", { name: "课程" }), { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    rerender(<MainNav {...base} pathname="/policy" />);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("filters the menu to an organisation's allowed ids", () => {
    render(<MainNav {...base} pathname="/home" allowedMenuIds={["1", 4, 7]} />);
    expect(menuTitles()).toEqual(["首页", "政策", "VIP会员"]);
  });

  it("styles the VIP item apart", () => {
    render(<MainNav {...base} pathname="/home" />);
    expect(screen.getByRole("link", { name: "VIP会员" }).className).not.toBe(
      screen.getByRole("link", { name: "课程" }).className,
    );
  });

  it("highlights the section of the current path", () => {
    render(<MainNav {...base} pathname="/policy/details" />);
    expect(screen.getByRole("link", { name: "政策" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "首页" }).getAttribute("aria-current")).toBeNull();
  });

  it("has the search box and 学员中心 as a link, in a new page unless told otherwise", () => {
    const onNavigate = vi.fn();
    const { rerender } = render(<MainNav {...base} pathname="/home" onNavigate={onNavigate} />);
    expect(screen.getByPlaceholderText("请输入课程名")).toBeTruthy();
    const centre = screen.getByRole("link", { name: "学员中心" });
    expect(centre.getAttribute("href")).toBe("/center");
    expect(centre.getAttribute("target")).toBeNull();
    fireEvent.click(centre);
    expect(onNavigate).toHaveBeenCalledWith("/center");
    rerender(<MainNav {...base} pathname="/home" onNavigate={onNavigate} learnerCentreInNewWindow />);
    expect(screen.getByRole("link", { name: "学员中心" }).getAttribute("target")).toBe("_blank");
  });

  it("hides the logo when there is none and shows it otherwise", () => {
    const { rerender } = render(<MainNav {...base} pathname="/home" />);
    expect(screen.queryByRole("img")).toBeNull();
    rerender(<MainNav {...base} pathname="/home" logo={{ src: "/logo.png", alt: "税学堂" }} />);
    expect(screen.getByRole("img", { name: "税学堂" })).toBeTruthy();
  });
});
