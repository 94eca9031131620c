import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../testing/render-screen";
import { CentreFrame } from "./centre-frame";

configure({ asyncUtilTimeout: 5000 });

const userInfo = (vip: boolean) => ({
  data: {
    uid: 7,
    username: "会员0002",
    avatar: "",
    mobile: "13800000002",
    isVip: vip,
    vipProductId: vip ? 3 : null,
    vipName: vip ? "年度会员" : null,
    vipStartTime: vip ? "2026-10-21T02:00:00.000Z" : null,
    vipEndTime: vip ? "2027-10-21T02:00:00.000Z" : null,
    orgInfoList: [
      { orgId: 7, orgName: "华北财税学院" },
      { orgId: 12, orgName: "华东财税培训中心" },
    ],
  },
});

function renderFrame(pathname: string, vip: boolean) {
  localStorage.setItem("token", "token-1");
  localStorage.setItem("userInfo", JSON.stringify({ uid: 7, username: "13800000002", avatar: "" }));
  return renderScreen(
    <CentreFrame pathname={pathname}>
      <p>屏幕内容</p>
    </CentreFrame>,
    { url: pathname, server: { "/api/userInfo": () => userInfo(vip) } },
  );
}

describe("CentreFrame", () => {
  it("shows the learner, the last organisation, the VIP validity and 续费 (not 去购买) beside the screen", async () => {
    renderFrame("/center/course-study", true);
    expect(await screen.findByText("会员0002")).toBeTruthy();
    expect(screen.getByText("华东财税培训中心")).toBeTruthy();
    expect(screen.getByText("2026-10-21 至 2027-10-21").parentElement?.textContent).toBe(
      "有效期：2026-10-21 至 2027-10-21",
    );
    // a member is offered to renew what they have, never to buy it again
    expect(screen.getByRole("link", { name: "续费" }).getAttribute("href")).toBe("/vip");
    expect(screen.queryByRole("link", { name: "去购买" })).toBeNull();
    expect(screen.getByText("屏幕内容")).toBeTruthy();
  });

  it("draws the learner from the session's one profile read", async () => {
    const { calls } = renderFrame("/center/course-study", false);
    expect(await screen.findByText("会员0002")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/userInfo")).toHaveLength(1);
  });

  it("offers 开通会员 to a learner who is not a member", async () => {
    renderFrame("/center/course-study", false);
    expect(await screen.findByRole("link", { name: "开通会员" })).toBeTruthy();
  });

  it("lists every centre entry as a link, highlights the current one and folds sub-menus on click", async () => {
    renderFrame("/center/collect/casebook", true);
    const menu = screen.getByRole("navigation", { name: "学员中心菜单" });
    // the other spelling of the case favourites highlights the same entry
    expect(within(menu).getByRole("link", { name: "案例" }).getAttribute("aria-current")).toBe("page");
    for (const [name, href] of [
      ["学习足迹", "/center/footprint"],
      ["我的订单", "/center/order"],
      ["我的消息", "/center/message"],
      ["我的问答", "/center/qa"],
      ["学习方案", "/center/plan"],
      ["我的订阅", "/center/subscribe"],
      ["个人信息", "/center/userInfo"],
    ]) {
      expect(within(menu).getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    const collect = within(menu).getByRole("button", { name: "收藏" });
    expect(collect.getAttribute("aria-expanded")).toBe("true");
    // the first click loads the menu's machine, which takes it
    fireEvent.click(collect);
    await waitFor(() => expect(collect.getAttribute("aria-expanded")).toBe("false"));
    expect(within(menu).queryByRole("link", { name: "案例" })).toBeNull();
    const invoices = within(menu).getByRole("button", { name: "发票" });
    fireEvent.click(invoices);
    expect(within(menu).getByRole("link", { name: "开票记录" }).getAttribute("href")).toBe("/center/invoice-record");
  });

  it("moves to a page chosen in the menu through the menu machine", async () => {
    renderFrame("/center/course-study", true);
    const menu = screen.getByRole("navigation", { name: "学员中心菜单" });
    fireEvent.click(within(menu).getByRole("link", { name: "已购课程" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/center/course-purchase"));
  });
});
