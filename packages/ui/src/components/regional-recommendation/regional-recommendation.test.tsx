import { normalizeCourseCard, normalizeLiveItem } from "@taxlearn/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RegionalRecommendation } from "./regional-recommendation";

const course = normalizeCourseCard({ id: 1, title: "出口退税实务" });
const live = normalizeLiveItem({ id: 2, title: "退税直播", status: 1 });
const base = {
  courses: [course],
  lives: [live],
  now: new Date("2026-11-20T00:00:00Z"),
  courseHref: (item: { id: number | string | null }) => (item.id === null ? null : `/course/details?id=${item.id}`),
  onOpenLive: () => {},
  liveHref: (item: { id: number | string | null }) => `/liveDetail?id=${item.id}`,
};

describe("RegionalRecommendation", () => {
  it("prefers the passed title over the recommended item's title", () => {
    const { rerender } = render(<RegionalRecommendation {...base} title="区域推荐" recommendedTitle="专区" />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("区域推荐");
    rerender(<RegionalRecommendation {...base} recommendedTitle="专区" />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("专区");
  });

  it("hands the label-badge images to its course cards", () => {
    const series = normalizeCourseCard({ id: 3, title: "出口退税系列课", productType: 15 });
    const images = { one: { src: "/badges/one.svg", alt: "系列课" } };
    render(<RegionalRecommendation {...base} courses={[series]} labelBadgeImages={images} />);
    expect(screen.getByRole("img", { name: "系列课" }).getAttribute("src")).toBe("/badges/one.svg");
  });

  it("has both sections with their headings", () => {
    render(<RegionalRecommendation {...base} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "掌握出口退税的专属视频课程",
      "直播课程共享，免费学习",
    ]);
  });

  it("links a course card to its detail and a live session's image and button to its page", () => {
    const onNavigate = vi.fn();
    const onOpenLive = vi.fn();
    render(<RegionalRecommendation {...base} onNavigate={onNavigate} onOpenLive={onOpenLive} />);
    const courseLink = screen.getByRole("link", { name: "出口退税实务" });
    expect(courseLink.getAttribute("href")).toBe("/course/details?id=1");
    fireEvent.click(courseLink);
    expect(onNavigate).toHaveBeenCalledWith("/course/details?id=1");
    const [image] = screen.getAllByRole("link", { name: /^退税直播/ });
    expect(image!.getAttribute("href")).toBe("/liveDetail?id=2");
    fireEvent.click(image!);
    expect(onOpenLive).toHaveBeenLastCalledWith("image", live);
    fireEvent.click(screen.getByRole("link", { name: "立即进入" }));
    expect(onOpenLive).toHaveBeenLastCalledWith("button", live);
  });

  it("puts the special logo on its createMode 2 sessions only", () => {
    const special = normalizeLiveItem({ id: 4, title: "特别场", status: 0, createMode: 2 });
    const logo = { src: "/badges/live-special.svg", alt: "特别直播" };
    render(<RegionalRecommendation {...base} lives={[live, special]} liveSpecialLogo={logo} />);
    const logos = screen.getAllByRole("img", { name: "特别直播" });
    expect(logos).toHaveLength(1);
    expect(logos[0]!.closest("article")?.textContent).toContain("特别场");
  });

  it("draws the app's own cell for each session when given renderLive", () => {
    const renderLive = vi.fn((item: typeof live) => <p>{`应用的直播格：${item.title}`}</p>);
    render(<RegionalRecommendation {...base} onOpenLive={undefined} liveHref={undefined} renderLive={renderLive} />);
    expect(screen.getByText("应用的直播格：退税直播")).toBeTruthy();
    expect(renderLive).toHaveBeenCalledWith(live);
    expect(screen.queryByRole("button", { name: "立即进入" })).toBeNull();
  });

  it("shows the more link only when given", () => {
    const { rerender } = render(<RegionalRecommendation {...base} title="区域推荐" />);
    expect(screen.queryByRole("link", { name: /更多/ })).toBeNull();
    rerender(<RegionalRecommendation {...base} title="区域推荐" moreHref="/course/region" />);
    expect(screen.getByRole("link", { name: /更多/ }).getAttribute("href")).toBe("/course/region");
  });
});
