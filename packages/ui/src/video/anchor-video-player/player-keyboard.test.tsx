import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_EVENTS } from "../sample-interaction-events";
import { AnchorVideoPlayer } from "./anchor-video-player";

// The player with the keyboard only: its keys, focus moving to an interaction card and back, the quiz answered
// with keys, and what the live region says about the countdown.

/** jsdom has no media playback: play/pause and a settable clock. */
function fakeMedia() {
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    (this as unknown as { _paused: boolean })._paused = false;
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    (this as unknown as { _paused: boolean })._paused = true;
    this.dispatchEvent(new Event("pause"));
  });
  Object.defineProperty(HTMLMediaElement.prototype, "paused", {
    configurable: true,
    get() {
      return (this as { _paused?: boolean })._paused ?? true;
    },
  });
  Object.defineProperty(HTMLMediaElement.prototype, "currentTime", {
    configurable: true,
    get() {
      return (this as { _time?: number })._time ?? 0;
    },
    set(value: number) {
      (this as { _time?: number })._time = value;
    },
  });
  Object.defineProperty(HTMLMediaElement.prototype, "duration", { configurable: true, get: () => 40 });
}

const LECTURE_EVENTS = SAMPLE_EVENTS.filter((e) => e.type !== 5);
const lectureVideo = () => screen.getByTestId("lecture-video") as HTMLVideoElement;
const player = () => screen.getByRole("region", { name: "课程视频播放器" });
const announcement = () => screen.getByTestId("card-announcement").textContent;
const playAt = (seconds: number) => {
  lectureVideo().currentTime = seconds;
  act(() => {
    lectureVideo().dispatchEvent(new Event("timeupdate"));
  });
};

beforeEach(() => fakeMedia());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("AnchorVideoPlayer with the keyboard", () => {
  it("starts on space and plays or pauses on k once it has focus", async () => {
    const user = userEvent.setup();
    render(<AnchorVideoPlayer source="/media/lecture.mp4" />);
    player().focus();
    await user.keyboard(" ");
    expect(player().getAttribute("data-stage")).toBe("normal");
    expect(lectureVideo().paused).toBe(false);
    await user.keyboard("k");
    expect(lectureVideo().paused).toBe(true);
    await user.keyboard("k");
    expect(lectureVideo().paused).toBe(false);
  });

  it("moves focus to a card that appears, answers the quiz by keys, and returns focus to the player", async () => {
    const user = userEvent.setup();
    render(<AnchorVideoPlayer source="/media/lecture.mp4" events={LECTURE_EVENTS} autoPlay />);
    player().focus();
    playAt(20.3);
    const card = screen.getByTestId("interaction-card");
    expect(card.getAttribute("aria-label")).toBe("随堂测验");
    expect(document.activeElement).toBe(card);

    // The card keeps its keys: ← does not seek the lecture under it.
    const position = lectureVideo().currentTime;
    await user.keyboard("{ArrowLeft}");
    expect(lectureVideo().currentTime).toBe(position);

    const right = screen.getByRole("button", { name: /按国家规定的出口退税率/ });
    while (document.activeElement !== right) await user.tab();
    await user.keyboard("{Enter}");
    expect(card.textContent).toContain("正确");
    expect(card.textContent).toContain("解析");

    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("interaction-card")).toBeNull();
    expect(document.activeElement).toBe(player());
  });

  it("the card's × by keyboard also gives focus back to the player", async () => {
    const user = userEvent.setup();
    render(<AnchorVideoPlayer source="/media/lecture.mp4" events={LECTURE_EVENTS} autoPlay />);
    player().focus();
    playAt(6.2);
    expect(document.activeElement).toBe(screen.getByTestId("interaction-card"));
    const close = screen.getByRole("button", { name: "关闭" });
    while (document.activeElement !== close) await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.queryByTestId("interaction-card")).toBeNull();
    expect(document.activeElement).toBe(player());
  });

  it("leaves focus where it is when the learner works elsewhere on the page", () => {
    render(
      <>
        <textarea aria-label="我的笔记" />
        <AnchorVideoPlayer source="/media/lecture.mp4" events={LECTURE_EVENTS} autoPlay />
      </>,
    );
    const notes = screen.getByRole("textbox", { name: "我的笔记" });
    notes.focus();
    playAt(6.2);
    expect(screen.getByTestId("interaction-card")).toBeTruthy();
    expect(document.activeElement).toBe(notes);
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(document.activeElement).toBe(notes);
  });

  it("announces a card's countdown when it appears and at 5 s left, not on every tick", () => {
    vi.useFakeTimers();
    render(<AnchorVideoPlayer source="/media/lecture.mp4" events={LECTURE_EVENTS} autoPlay />);
    expect(announcement()).toBe("");
    playAt(20.3);
    expect(announcement()).toBe("随堂测验，30秒后关闭");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("29秒后关闭")).toBeTruthy();
    expect(announcement()).toBe("");
    act(() => vi.advanceTimersByTime(24_000));
    expect(announcement()).toBe("随堂测验，5秒后关闭");
    act(() => vi.advanceTimersByTime(1000));
    expect(announcement()).toBe("");
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByTestId("interaction-card")).toBeNull();
    expect(announcement()).toBe("");
  });
});
