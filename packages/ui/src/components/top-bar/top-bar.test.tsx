import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { sampleExternalLinks } from "../../stories/sample-frame";
import { TopBar } from "./top-bar";

const base = { loginHref: "/login?redirect=%2Fpolicy", registerHref: "/register", externalLinks: sampleExternalLinks };

describe("TopBar", () => {
  it("offers login and register to a visitor", () => {
    render(<TopBar {...base} loggedIn={false} phone={null} onLogout={() => {}} />);
    expect(screen.getByRole("link", { name: "登录" }).getAttribute("href")).toBe("/login?redirect=%2Fpolicy");
    expect(screen.getByRole("link", { name: "注册" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "退出" })).toBeNull();
  });

  it("shows a logged-in learner's masked phone and a logout button", () => {
    const onLogout = vi.fn();
    render(<TopBar {...base} loggedIn phone="13812345678" onLogout={onLogout} />);
    expect(screen.getByText("138****5678")).toBeTruthy();
    expect(screen.queryByText("13812345678")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "退出" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it.each([null, ""])("keeps the logout for a logged-in account without a phone (%j), labelled 已登录", (phone) => {
    const onLogout = vi.fn();
    render(<TopBar {...base} loggedIn phone={phone} onLogout={onLogout} />);
    expect(screen.getByText("已登录")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "登录" })).toBeNull();
    expect(screen.queryByRole("link", { name: "注册" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "退出" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("opens the three external sites in a new tab", () => {
    render(<TopBar {...base} loggedIn={false} phone={null} onLogout={() => {}} />);
    const external = screen.getAllByRole("link").filter((link) => link.getAttribute("target") === "_blank");
    expect(external.map((link) => link.getAttribute("href"))).toEqual([
      sampleExternalLinks.exportTaxRefund,
      sampleExternalLinks.smartTaxRefund,
      sampleExternalLinks.taxRateLookup,
    ]);
  });
});
