import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberedScroll, rememberScroll, restoreScroll } from "./scroll-memory";

describe("scroll memory per history entry", () => {
  beforeEach(() => sessionStorage.clear());

  it("gives back the last position remembered for an entry, rounded, and null for an unknown one", () => {
    rememberScroll("list", 120.4);
    rememberScroll("list", 840.6);
    rememberScroll("detail", 0);
    expect(rememberedScroll("list")).toBe(841);
    expect(rememberedScroll("detail")).toBe(0);
    expect(rememberedScroll("never-seen")).toBeNull();
  });

  it("keeps the 50 latest entries and forgets older ones", () => {
    for (let entry = 1; entry <= 51; entry += 1) rememberScroll(`entry-${entry}`, entry * 10);
    expect(rememberedScroll("entry-1")).toBeNull();
    expect(rememberedScroll("entry-2")).toBe(20);
    expect(rememberedScroll("entry-51")).toBe(510);
  });

  it("survives a corrupted store by starting afresh", () => {
    sessionStorage.setItem("taxlearn:scroll", "{not json");
    expect(rememberedScroll("list")).toBeNull();
    rememberScroll("list", 300);
    expect(rememberedScroll("list")).toBe(300);
  });
});

describe("restoreScroll", () => {
  let pageHeight = 0;
  const scrollTo = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "Date"] });
    pageHeight = 0;
    scrollTo.mockReset();
    vi.spyOn(window, "scrollTo").mockImplementation(scrollTo);
    vi.spyOn(document.documentElement, "scrollHeight", "get").mockImplementation(() => pageHeight);
    vi.spyOn(window, "innerHeight", "get").mockReturnValue(800);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("scrolls at once when the page is already tall enough", () => {
    pageHeight = 3000;
    restoreScroll(1500);
    expect(scrollTo).toHaveBeenCalledWith(0, 1500);
  });

  it("waits for the page to grow (its list still loading) before scrolling", () => {
    pageHeight = 900;
    restoreScroll(1500);
    vi.advanceTimersByTime(500);
    expect(scrollTo).not.toHaveBeenCalled();
    pageHeight = 2300; // 2300 - 800 = 1500: just reachable
    vi.advanceTimersByTime(50);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 1500);
  });

  it("gives up waiting after the timeout and scrolls as far as it can", () => {
    pageHeight = 900;
    restoreScroll(1500, 1000);
    vi.advanceTimersByTime(900);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(scrollTo).toHaveBeenCalledWith(0, 1500);
  });

  it("does nothing once cancelled (the learner navigated on)", () => {
    pageHeight = 900;
    const cancel = restoreScroll(1500);
    cancel();
    pageHeight = 3000;
    vi.advanceTimersByTime(5000);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
