import { STORAGE_KEYS } from "@taxlearn/core";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { writeOrgConfig } from "../../lib/org/org-storage";
import { renderScreen } from "../../testing/render-screen";
import { PageFrame } from "./page-frame";

const member = {
  uid: 7,
  username: "13800000002",
  isVip: true,
  vipName: "年度会员",
  vipProductId: 3,
  vipStartTime: new Date(Date.now() - 30 * 86_400_000).toISOString(),
  vipEndTime: "2099-11-06T04:00:00.000Z",
};

const frame = () =>
  renderScreen(
    <PageFrame path="/home">
      <p>首页内容</p>
    </PageFrame>,
    { url: "/home", server: () => ({ data: null }) },
  );

describe("the page frame's VIP offers", () => {
  beforeEach(() => localStorage.clear());

  it("offer membership to a visitor: the promotion bar and the footer's shortcut", async () => {
    frame();
    expect(await screen.findByText("开通VIP会员，全站精品课程畅学无限")).toBeTruthy();
    expect(screen.getByRole("link", { name: "开通VIP会员" })).toBeTruthy();
  });

  it("offer a member 续费 with the end date, never 开通VIP会员", async () => {
    localStorage.setItem(STORAGE_KEYS.token, "t");
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(member));
    frame();
    expect(await screen.findByText("您的年度会员有效期至 2099-11-06")).toBeTruthy();
    expect(screen.getByRole("link", { name: "续费" }).getAttribute("href")).toBe("/vip");
    expect(screen.queryByText("开通VIP会员，全站精品课程畅学无限")).toBeNull();
    expect(screen.queryByRole("link", { name: "开通VIP会员" })).toBeNull();
  });

  it("offer nothing to an organisation's learner whose menu has no VIP", async () => {
    localStorage.setItem(STORAGE_KEYS.token, "t");
    localStorage.setItem(STORAGE_KEYS.isOrgLogin, "1");
    writeOrgConfig(localStorage, { menu: [1, 2, 4] }, null);
    frame();
    await screen.findByText("首页内容");
    expect(screen.queryByText(/VIP|会员/)).toBeNull();
    expect(screen.queryByRole("link", { name: "续费" })).toBeNull();
  });
});
