import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleQrUrls } from "../../stories/sample-frame";
import { Footer } from "./footer";

const base = { qrUrls: sampleQrUrls, recordNumber: "京ICP备00000000号-1", serviceContact: "400-000-0000" };

function bandHeight(container: HTMLElement) {
  return container.querySelector("[data-band-height]")?.getAttribute("data-band-height");
}

describe("Footer", () => {
  it("has the five links of spec §2 in order", () => {
    render(<Footer {...base} />);
    const links = within(screen.getByRole("navigation", { name: "页脚导航" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["关于我们", "意见反馈", "法律协议", "帮助中心", "新政速递"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/about",
      "/feedback",
      "/service-protocol",
      "/help/index",
      "/new-policy",
    ]);
  });

  it("links the VIP shortcut when given, and has none otherwise", () => {
    const { unmount } = render(<Footer {...base} vipShortcutHref="/vip/payment?vip=4" />);
    expect(screen.getByRole("link", { name: "开通VIP会员" }).getAttribute("href")).toBe("/vip/payment?vip=4");
    unmount();
    render(<Footer {...base} />);
    expect(screen.queryByRole("link", { name: "开通VIP会员" })).toBeNull();
  });

  it("shows four QR codes, the record number, the contact and the service hours", () => {
    render(<Footer {...base} />);
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("aria-label"))).toEqual([
      "APP",
      "公众号",
      "企业微信",
      "小程序",
    ]);
    expect(screen.getByText("京ICP备00000000号-1")).toBeTruthy();
    expect(screen.getByText("400-000-0000")).toBeTruthy();
    expect(screen.getByText("工作日 8:30-12:00, 13:00-17:00（法定节假日除外）")).toBeTruthy();
  });

  it.each([
    [1299, "90"],
    [1300, "100"],
    [1700, "100"],
    [1701, "120"],
  ])("at %i px wide the band is %s px high (spec §9)", (width, height) => {
    const { container } = render(<Footer {...base} viewportWidth={width} />);
    expect(bandHeight(container)).toBe(height);
  });

  it("follows window resizes", async () => {
    window.innerWidth = 1200;
    const { container } = render(<Footer {...base} />);
    expect(bandHeight(container)).toBe("90");
    window.innerWidth = 1800;
    window.dispatchEvent(new Event("resize"));
    await screen.findByRole("contentinfo");
    expect(bandHeight(container)).toBe("120");
  });
});
