import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LectureList, type LectureListItem, lectureProgressLabel, WatchLockedNotice } from "./lecture-list";

const lecture = (overrides: Partial<LectureListItem>): LectureListItem => ({
  fileId: 1,
  chapterTitle: "第一章",
  title: "第1讲 政策背景与适用范围",
  duration: 40,
  breakpoint: 0,
  progress: 0,
  ...overrides,
});

describe("lectureProgressLabel", () => {
  it("says 已学完 at 100%, the saved position when there is one, otherwise the length", () => {
    expect(lectureProgressLabel(lecture({ progress: 100, breakpoint: 12 }))).toBe("已学完");
    expect(lectureProgressLabel(lecture({ progress: 30, breakpoint: 12.7 }))).toBe("上次看到 00:12");
    expect(lectureProgressLabel(lecture({ duration: 95 }))).toBe("01:35");
  });
});

describe("LectureList", () => {
  const lectures = [
    lecture({ fileId: 1 }),
    lecture({ fileId: 2, title: "第2讲 核心概念与计算方法", progress: 40, breakpoint: 16 }),
    lecture({ fileId: 5, chapterTitle: "第二章", title: "第5讲 典型案例复盘" }),
  ];

  it("groups lectures by chapter, marks the current one and shows progress", () => {
    render(<LectureList lectures={lectures} currentFileId={2} onSelect={() => {}} />);
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["第一章", "第二章"]);
    const current = screen.getByRole("button", { name: /第2讲/ });
    expect(current.getAttribute("aria-current")).toBe("true");
    expect(current.textContent).toContain("上次看到 00:16");
    expect(screen.getAllByRole("progressbar")[1]!.getAttribute("aria-valuenow")).toBe("40");
  });

  it("selects a lecture on click", () => {
    const onSelect = vi.fn();
    render(<LectureList lectures={lectures} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole("button", { name: /第5讲/ }));
    expect(onSelect).toHaveBeenCalledWith(5);
  });
});

describe("WatchLockedNotice", () => {
  it("shows the reason and offers buying and VIP", () => {
    render(<WatchLockedNotice message="购买后即可观看" buyHref="/vip/payment?course=7" vipHref="/vip" />);
    expect(screen.getByRole("status").textContent).toContain("购买后即可观看");
    expect(screen.getByRole("link", { name: "去购买" }).getAttribute("href")).toBe("/vip/payment?course=7");
    expect(screen.getByRole("link", { name: "开通会员" }).getAttribute("href")).toBe("/vip");
  });
});
