import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAccountScreen } from "../account-test-support";
import OrgLoginScreen from "./org-login-screen";

describe("organisation login landing", () => {
  it("shows progress while the route guard logs in with a complete link", () => {
    renderAccountScreen(<OrgLoginScreen />, { url: "/orgLogin?orgId=11&content=abc&secret=def", routes: {} });
    expect(screen.getByRole("status").textContent).toContain("正在登录机构…");
  });

  it("names what a broken link lacks and offers a way back", () => {
    renderAccountScreen(<OrgLoginScreen />, { url: "/orgLogin?orgId=11", routes: {} });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("机构登录链接无效");
    expect(alert.textContent).toContain("content、secret");
    expect(screen.getByRole("link", { name: "返回首页" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "个人账号登录" })).toBeTruthy();
  });
});
