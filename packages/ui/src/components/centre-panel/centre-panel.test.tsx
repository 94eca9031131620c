import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CentrePanel } from "./centre-panel";

describe("CentrePanel", () => {
  it("shows a member's VIP name, validity range and 续费 to the VIP page (never 去购买)", () => {
    render(
      <CentrePanel
        avatar={null}
        username="会员0002"
        orgName="华东财税培训中心"
        vip={{ name: "年度会员", startDate: "2026-10-21", endDate: "2027-10-21" }}
        vipHref="/vip"
      />,
    );
    expect(screen.getByText("会员0002")).toBeTruthy();
    expect(screen.getByText("华东财税培训中心")).toBeTruthy();
    expect(screen.getByText("年度会员")).toBeTruthy();
    expect(screen.getByText("2026-10-21 至 2027-10-21").parentElement?.textContent).toBe(
      "有效期：2026-10-21 至 2027-10-21",
    );
    expect(screen.getByRole("link", { name: "续费" }).getAttribute("href")).toBe("/vip");
    expect(screen.queryByRole("link", { name: "去购买" })).toBeNull();
  });

  it("offers nothing where VIP cannot be bought (an organisation whose menu hides it)", () => {
    render(<CentrePanel avatar="" username="学员0001" orgName="华东财税培训中心" vip={null} vipHref={null} />);
    expect(screen.queryByText("您还不是会员")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("offers 开通会员 to a learner without membership, and the name's first character without an avatar", () => {
    render(<CentrePanel avatar="" username="学员0001" orgName={null} vip={null} vipHref="/vip" />);
    expect(screen.getByText("您还不是会员")).toBeTruthy();
    expect(screen.getByRole("link", { name: "开通会员" }).getAttribute("href")).toBe("/vip");
    expect(screen.getByText("学")).toBeTruthy();
  });
});
