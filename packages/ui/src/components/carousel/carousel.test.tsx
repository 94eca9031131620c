import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./carousel";

const slides = [
  { id: "a", image: "/a.png", alt: "横幅一" },
  { id: "b", image: "/b.png", alt: "横幅二" },
  { id: "c", image: "/c.png", alt: "横幅三" },
];

function currentDot() {
  return screen.getAllByRole("button", { name: /第 \d 张/ }).findIndex((dot) => dot.getAttribute("aria-current"));
}

describe("Carousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances every 3000 ms and wraps around (spec §9)", () => {
    render(<Carousel slides={slides} width={1200} height={360} />);
    expect(currentDot()).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(currentDot()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toBe(0);
  });

  it("pauses while hovered", () => {
    render(<Carousel slides={slides} width={1200} height={360} />);
    fireEvent.mouseEnter(screen.getByRole("region"));
    act(() => vi.advanceTimersByTime(9000));
    expect(currentDot()).toBe(0);
  });

  it("ignores a second arrow click within 300 ms", () => {
    vi.setSystemTime(10_000);
    render(<Carousel slides={slides} width={1200} height={360} autoplay={false} />);
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    expect(currentDot()).toBe(1);
    vi.setSystemTime(10_300);
    fireEvent.click(screen.getByRole("button", { name: "上一张" }));
    expect(currentDot()).toBe(0);
    vi.setSystemTime(10_600);
    fireEvent.click(screen.getByRole("button", { name: "上一张" }));
    expect(currentDot()).toBe(2);
  });

  it("follows a finger's swipe, ignores a tap or a vertical scroll, and waits while touched", () => {
    vi.setSystemTime(10_000);
    render(<Carousel slides={slides} width={1200} height={360} />);
    const region = screen.getByRole("region");
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(region, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(region, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 100], [200, 110]);
    expect(currentDot()).toBe(1);
    vi.setSystemTime(10_300);
    swipe([200, 100], [300, 100]);
    expect(currentDot()).toBe(0);
    vi.setSystemTime(10_600);
    swipe([200, 100], [205, 102]);
    swipe([200, 100], [150, 300]);
    expect(currentDot()).toBe(0);
    // no slide changes under a resting finger
    fireEvent.touchStart(region, { touches: [{ clientX: 200, clientY: 100 }] });
    act(() => vi.advanceTimersByTime(9000));
    expect(currentDot()).toBe(0);
    // a gesture the browser takes over for scrolling lets the slides go on
    fireEvent.touchCancel(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toBe(1);
  });

  it("makes each slide a real link to its page", () => {
    render(
      <Carousel slides={slides} width={1200} height={360} slideHref={(slide) => `/course/details?id=${slide.id}`} />,
    );
    const link = screen.getByRole("link", { name: "横幅一" });
    expect(link.getAttribute("href")).toBe(`/course/details?id=${slides[0]!.id}`);
  });

  it("has no arrows or dots with a single slide", () => {
    render(<Carousel slides={slides.slice(0, 1)} width={1200} height={360} />);
    expect(screen.queryByRole("button", { name: "下一张" })).toBeNull();
  });
});
