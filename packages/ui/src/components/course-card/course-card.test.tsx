import { normalizeCourseCard } from "@taxlearn/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CourseCard } from "./course-card";
import { CourseLabelBadgeImage } from "./label-badge";

const course = normalizeCourseCard({
  id: 7,
  title: "出口退税实务",
  imageH: "/cover.png",
  num: 321,
  updateMark: 3,
  price: "99",
  otPrice: "199",
  productType: 1,
  teachingMethod: 2,
  keyword: "出口退税,申报,实务,备案",
});

const badges = {
  one: { src: "/one.png", alt: "徽标一" },
  two: { src: "/two.png", alt: "徽标二" },
  three: { src: "/three.png", alt: "徽标三" },
};

describe("CourseCard", () => {
  it("shows the title, 上新, three tags, learners and the price", () => {
    render(<CourseCard course={course} href="/course/details?id=7" />);
    expect(screen.getByRole("link", { name: "出口退税实务" })).toBeTruthy();
    expect(screen.getByText("上新")).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["出口退税", "申报", "实务"]);
    expect(screen.getByText("321人已学习")).toBeTruthy();
    expect(screen.getByText("¥99.00")).toBeTruthy();
  });

  it("is a real link to the course, whose plain click goes to the router and ctrl-click to the browser", () => {
    const onNavigate = vi.fn();
    render(<CourseCard course={course} href="/course/details?id=7" onNavigate={onNavigate} />);
    const link = screen.getByRole("link", { name: "出口退税实务" });
    expect(link.getAttribute("href")).toBe("/course/details?id=7");
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith("/course/details?id=7");
  });

  it("is no link without a detail page", () => {
    render(<CourseCard course={course} href={null} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("heading", { name: "出口退税实务" })).toBeTruthy();
  });

  it("reads 更新 for any other visible update mark", () => {
    render(<CourseCard course={{ ...course, updateMark: 2 }} href="/course/details?id=7" />);
    expect(screen.getByText("更新")).toBeTruthy();
  });

  it("picks the label badge image from core's rule (teaching method 2 → three)", () => {
    render(<CourseCard course={course} href="/course/details?id=7" labelBadgeImages={badges} />);
    expect(screen.getByRole("img", { name: "徽标三" })).toBeTruthy();
    expect(screen.queryByRole("img", { name: "徽标二" })).toBeNull();
  });

  it.each([
    [15, null, "徽标一"],
    [2, 1, "徽标二"],
    [1, 3, "徽标三"],
  ] as const)("productType %j with teaching method %j shows %s", (productType, teachingMethod, name) => {
    render(
      <CourseCard
        course={{ ...course, productType, teachingMethod }}
        href="/course/details?id=7"
        labelBadgeImages={badges}
      />,
    );
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("alt"))).toContain(name);
  });

  it("draws no label badge for other courses or without images", () => {
    const { container, rerender } = render(
      <CourseCard course={{ ...course, productType: 3 }} href="/course/details?id=7" labelBadgeImages={badges} />,
    );
    expect(container.querySelector("[data-label-badge]")).toBeNull();
    rerender(<CourseCard course={course} href="/course/details?id=7" />);
    expect(container.querySelector("[data-label-badge]")).toBeNull();
  });

  it("reserves the badge image's own size", () => {
    render(
      <CourseLabelBadgeImage
        course={{ productType: 15 }}
        images={{ one: { src: "/one.svg", alt: "系列课", width: 56, height: 24 } }}
      />,
    );
    const image = screen.getByRole("img", { name: "系列课" });
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["56", "24"]);
  });

  it("hides the price when asked (learner centre)", () => {
    render(<CourseCard course={course} href="/course/details?id=7" hidePrice />);
    expect(screen.queryByText("¥99.00")).toBeNull();
  });

  it("greys out a card with orgStatus 2 only", () => {
    const { rerender } = render(<CourseCard course={course} href="/course/details?id=7" />);
    expect(screen.queryByTestId("course-card-grey-overlay")).toBeNull();
    rerender(
      <CourseCard course={normalizeCourseCard({ title: "机构课程", orgStatus: 2 })} href="/course/details?id=7" />,
    );
    expect(screen.getByTestId("course-card-grey-overlay")).toBeTruthy();
    // greyed for everyone: the card says why
    expect(screen.getByTestId("course-card-grey-overlay").textContent).toBe("仅限机构学员学习");
    expect(screen.getByRole("article").textContent).toContain("仅限机构学员学习");
  });
});
