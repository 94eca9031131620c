import { normalizeLiveItem } from "@taxlearn/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LiveCell } from "./live-cell";

const now = new Date("2026-11-20T02:00:00Z");
const upcoming = normalizeLiveItem({
  id: 1,
  title: "小微企业税收优惠解读",
  name: "王建国",
  status: 0,
  startTime: "2026-11-25 19:30:00",
});

describe("LiveCell", () => {
  it("before the start shows 未开播, 主讲人, the 开播时间 block and 报名预约", () => {
    render(<LiveCell live={upcoming} now={now} onJump={() => {}} />);
    expect(screen.getByText("未开播")).toBeTruthy();
    expect(screen.getByText("主讲人").parentElement?.textContent).toBe("主讲人王建国");
    expect(screen.getByText("开播时间")).toBeTruthy();
    expect(screen.getByText("2026-11-25 19:30")).toBeTruthy();
    expect(screen.getByRole("button", { name: "报名预约" })).toBeTruthy();
  });

  it("says which part was used to jump (spec §2)", () => {
    const onJump = vi.fn();
    render(<LiveCell live={upcoming} now={now} onJump={onJump} />);
    fireEvent.click(screen.getByRole("button", { name: /^小微企业税收优惠解读/ }));
    expect(onJump).toHaveBeenLastCalledWith("image", upcoming);
    fireEvent.click(screen.getByRole("button", { name: "报名预约" }));
    expect(onJump).toHaveBeenLastCalledWith("button", upcoming);
  });

  it("a booked session has a disabled 已预约 button", () => {
    const onJump = vi.fn();
    render(<LiveCell live={{ ...upcoming, scheduled: true }} now={now} onJump={onJump} />);
    const button = screen.getByRole("button", { name: "已预约" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("live: 直播中 and 立即进入, no start-time block", () => {
    render(<LiveCell live={{ ...upcoming, status: 1 }} now={now} onJump={() => {}} />);
    expect(screen.getByText("直播中")).toBeTruthy();
    expect(screen.getByRole("button", { name: "立即进入" })).toBeTruthy();
    expect(screen.queryByText("开播时间")).toBeNull();
  });

  it("replay: 回放 and 查看回放", () => {
    render(<LiveCell live={{ ...upcoming, status: 2 }} now={now} onJump={() => {}} />);
    expect(screen.getByText("回放")).toBeTruthy();
    expect(screen.getByRole("button", { name: "查看回放" })).toBeTruthy();
  });

  it("shows the given special logo only for createMode 2 (spec §3), with its size", () => {
    const logo = { src: "/badges/live-special.svg", alt: "特别直播", width: 80, height: 24 };
    const { rerender } = render(<LiveCell live={upcoming} now={now} onJump={() => {}} specialLogo={logo} />);
    expect(screen.queryByRole("img", { name: "特别直播" })).toBeNull();
    const special = normalizeLiveItem({ id: 2, title: "特别场", status: 0, liveCreateMode: 2 });
    rerender(<LiveCell live={special} now={now} onJump={() => {}} specialLogo={logo} />);
    const image = screen.getByRole("img", { name: "特别直播" });
    expect(image.getAttribute("src")).toBe("/badges/live-special.svg");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["80", "24"]);
    // no image from the app: nothing is drawn even for createMode 2
    rerender(<LiveCell live={special} now={now} onJump={() => {}} />);
    expect(screen.queryByRole("img", { name: "特别直播" })).toBeNull();
  });

  it("with an href, the cover, the title and 立即进入 are links that still raise the jump on a plain click", () => {
    const onJump = vi.fn();
    const live = { ...upcoming, status: 1 };
    render(<LiveCell live={live} now={now} onJump={onJump} href="/liveDetail?id=1" />);
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/liveDetail?id=1",
      "/liveDetail?id=1",
      "/liveDetail?id=1",
    ]);
    fireEvent.click(screen.getByRole("link", { name: "立即进入" }));
    expect(onJump).toHaveBeenLastCalledWith("button", live);
    fireEvent.click(screen.getByRole("link", { name: "小微企业税收优惠解读" }));
    expect(onJump).toHaveBeenLastCalledWith("image", live);
    // a middle or modified click is the browser's (a new tab): no jump
    onJump.mockClear();
    fireEvent.click(links[0]!, { ctrlKey: true });
    expect(onJump).not.toHaveBeenCalled();
  });

  it("offers 取消预约 for a booked session that has not started, disabled while busy", () => {
    const onCancel = vi.fn();
    const booked = { ...upcoming, scheduled: true };
    const { rerender } = render(<LiveCell live={booked} now={now} onJump={() => {}} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole("button", { name: "取消预约" }));
    expect(onCancel).toHaveBeenCalledWith(booked);
    rerender(<LiveCell live={booked} now={now} onJump={() => {}} onCancel={onCancel} busy />);
    expect((screen.getByRole("button", { name: "取消预约" }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<LiveCell live={upcoming} now={now} onJump={() => {}} onCancel={onCancel} />);
    expect(screen.queryByRole("button", { name: "取消预约" })).toBeNull();
  });
});
