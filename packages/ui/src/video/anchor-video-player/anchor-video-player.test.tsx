import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_EVENTS } from "../sample-interaction-events";
import { AnchorVideoPlayer } from "./anchor-video-player";

const hlsLoaded = vi.hoisted(() => ({
  count: 0,
  urls: [] as string[],
  configs: [] as Record<string, unknown>[],
  startLoads: 0,
  /** The next source's playlist is refused with this status and body (as the server answers a busy sample queue). */
  refuseNext: null as { code: number; body: string } | null,
}));
vi.mock("hls.js/light", () => {
  hlsLoaded.count += 1;
  class FakeHls {
    static isSupported = () => true;
    static Events = { MANIFEST_PARSED: "manifestParsed", ERROR: "error" };
    currentLevel = -1;
    private handlers: Record<string, (event: string, data: unknown) => void> = {};
    constructor(config: Record<string, unknown>) {
      hlsLoaded.configs.push(config);
    }
    startLoad() {
      hlsLoaded.startLoads += 1;
    }
    on(name: string, handler: (event: string, data: unknown) => void) {
      this.handlers[name] = handler;
    }
    loadSource(url: string) {
      hlsLoaded.urls.push(url);
    }
    attachMedia() {
      const refused = hlsLoaded.refuseNext;
      hlsLoaded.refuseNext = null;
      queueMicrotask(() =>
        refused
          ? // hls.js's manifest error: the status, and the XMLHttpRequest that got the answer
            this.handlers.error?.("error", {
              fatal: true,
              response: { code: refused.code, text: "" },
              networkDetails: { responseText: refused.body },
            })
          : this.handlers.manifestParsed?.("manifestParsed", { levels: [{ height: 540 }, { height: 360 }] }),
      );
    }
    destroy() {}
  }
  return { default: FakeHls };
});

/** jsdom has no media playback: each video gets a controllable clock and play/pause. */
function fakeMedia() {
  const played: HTMLMediaElement[] = [];
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
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
  Object.defineProperty(HTMLMediaElement.prototype, "duration", {
    configurable: true,
    get: () => 40,
  });
  return played;
}

const lectureVideo = () => screen.getByTestId("lecture-video") as HTMLVideoElement;
const stageOf = () => screen.getByRole("region").getAttribute("data-stage");
const playAt = (seconds: number) => {
  const video = lectureVideo();
  video.currentTime = seconds;
  act(() => {
    video.dispatchEvent(new Event("timeupdate"));
  });
};

let played: HTMLMediaElement[];
beforeEach(() => {
  played = fakeMedia();
  hlsLoaded.count = 0;
  hlsLoaded.urls = [];
  hlsLoaded.configs = [];
  hlsLoaded.startLoads = 0;
  hlsLoaded.refuseNext = null;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("AnchorVideoPlayer", () => {
  it("is 360px × 225px by default (spec §3), and keeps that aspect ratio in a narrower container", () => {
    render(<AnchorVideoPlayer source="/media/lecture.mp4" />);
    const region = screen.getByRole("region");
    expect(region.style.width).toBe("360px");
    expect(region.style.maxWidth).toBe("100%");
    expect(region.style.aspectRatio).toBe("360 / 225");
    expect(region.style.height).toBe("auto");
  });

  it("plays a plain file without loading hls.js, and an HLS playlist through it once 播放 is pressed", async () => {
    const { unmount } = render(<AnchorVideoPlayer source="/media/lecture.mp4" />);
    await act(async () => {});
    expect(hlsLoaded.urls).toEqual([]);
    expect(lectureVideo().getAttribute("src")).toBe("/media/lecture.mp4");
    unmount();
    render(<AnchorVideoPlayer source="/media/video/lectures/lecture-1/master.m3u8" />);
    await act(async () => {});
    // hls.js is not loaded for a page that is only opened
    expect(hlsLoaded.configs).toEqual([]);
    expect(hlsLoaded.urls).toEqual([]);
    fireEvent.click(screen.getAllByRole("button", { name: "播放" })[0]!);
    await act(async () => {});
    expect(hlsLoaded.urls).toEqual(["/media/video/lectures/lecture-1/master.m3u8"]);
    // The definitions found in the playlist, with their labels.
    expect(screen.getByRole("combobox", { name: "清晰度" }).textContent).toContain("540p");
  });

  it("starts with the opening clip, then the lecture, then the closing clip, then ends (spec §4)", async () => {
    const onPlayerEvent = vi.fn();
    render(<AnchorVideoPlayer source="/media/lecture.mp4" events={SAMPLE_EVENTS} onPlayerEvent={onPlayerEvent} />);
    expect(stageOf()).toBe("idle");
    fireEvent.click(screen.getAllByRole("button", { name: "播放" })[0]!);
    expect(stageOf()).toBe("startVideo");
    const opening = screen.getByTestId("opening-clip") as HTMLVideoElement;
    expect(opening.getAttribute("src")).toBe("/media/video/clips/opening.mp4");
    fireEvent.ended(opening);
    expect(stageOf()).toBe("normal");
    expect(played).toContain(lectureVideo());
    fireEvent.ended(lectureVideo());
    expect(stageOf()).toBe("endVideo");
    fireEvent.ended(screen.getByTestId("closing-clip"));
    expect(stageOf()).toBe("ended");
    expect(onPlayerEvent).toHaveBeenCalledWith({ type: "ended" });
    expect(screen.getByRole("status").textContent).toContain("本讲已播放完毕");
  });

  it("shows a card at its second, and an interrupting card pauses the lecture and seeks one second on", () => {
    render(
      <AnchorVideoPlayer source="/media/lecture.mp4" events={SAMPLE_EVENTS.filter((e) => e.type !== 5)} autoPlay />,
    );
    expect(stageOf()).toBe("normal");
    playAt(5.9);
    expect(screen.queryByTestId("interaction-card")).toBeNull();
    playAt(6.2);
    expect(screen.getByTestId("interaction-card").textContent).toContain("笔记");
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(screen.queryByTestId("interaction-card")).toBeNull();

    playAt(9.4);
    expect(screen.getByTestId("interaction-card").textContent).toContain("提问");
    expect(lectureVideo().paused).toBe(true);
    expect(lectureVideo().currentTime).toBe(10);
  });

  it("counts a card down each second and resumes play at 0; the timer icon pauses the countdown", () => {
    vi.useFakeTimers();
    render(
      <AnchorVideoPlayer source="/media/lecture.mp4" events={SAMPLE_EVENTS.filter((e) => e.type !== 5)} autoPlay />,
    );
    playAt(9.1);
    expect(screen.getByText("8秒后关闭")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("7秒后关闭")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "暂停倒计时" }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("7秒后关闭")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "继续倒计时" }));
    act(() => vi.advanceTimersByTime(7000));
    expect(screen.queryByTestId("interaction-card")).toBeNull();
    expect(lectureVideo().paused).toBe(false);
  });

  it("answers the quiz through the player's card machine", () => {
    render(
      <AnchorVideoPlayer source="/media/lecture.mp4" events={SAMPLE_EVENTS.filter((e) => e.type !== 5)} autoPlay />,
    );
    playAt(20.3);
    fireEvent.click(screen.getByRole("button", { name: /企业自行选择/ }));
    expect(screen.getByRole("status").textContent).toContain("错误");
    expect(screen.getByRole("status").textContent).toContain("解析");
  });

  it("downloads nothing of an HLS lecture, not even hls.js, until play is pressed", async () => {
    render(<AnchorVideoPlayer source="/media/video/lectures/lecture-1/master.m3u8" events={SAMPLE_EVENTS} />);
    await act(async () => {});
    expect(lectureVideo().getAttribute("preload")).toBe("metadata");
    expect(hlsLoaded.configs).toEqual([]);
    // pressed during the opening clip: the lecture attaches and buffers while the clip plays
    fireEvent.click(screen.getAllByRole("button", { name: "播放" })[0]!);
    expect(stageOf()).toBe("startVideo");
    await act(async () => {});
    expect(hlsLoaded.configs[0]).toMatchObject({ autoStartLoad: false });
    expect(hlsLoaded.startLoads).toBe(1);
  });

  it("plays a resumed HLS lecture once its source is attached after 播放", async () => {
    render(
      <AnchorVideoPlayer source="/media/video/lectures/lecture-1/master.m3u8" events={SAMPLE_EVENTS} startAt={12} />,
    );
    await act(async () => {});
    fireEvent.click(screen.getAllByRole("button", { name: "播放" })[0]!);
    expect(stageOf()).toBe("normal");
    // attaching a source aborts a play() that came before it: the player plays again once attached
    act(() => lectureVideo().pause());
    played.length = 0;
    await act(async () => {});
    expect(hlsLoaded.startLoads).toBe(1);
    expect(played).toContain(lectureVideo());
  });

  it("shows the server's reason when the lecture's playlist is refused (示例视频正在准备), and 重试 loads it again", async () => {
    const busy = "示例视频正在准备，请稍后再试";
    hlsLoaded.refuseNext = { code: 503, body: JSON.stringify({ status: 503, success: false, msg: busy, data: null }) };
    render(<AnchorVideoPlayer source="/media/video/lectures/sample-1/master.m3u8" startAt={12} />);
    await act(async () => {});
    fireEvent.click(screen.getAllByRole("button", { name: "播放" })[0]!);
    await act(async () => {});
    expect(screen.getByRole("alert").textContent).toContain(busy);
    // the player stays usable: 重试 attaches the lecture anew, and once it loads the message is gone
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    await act(async () => {});
    expect(hlsLoaded.urls).toEqual([
      "/media/video/lectures/sample-1/master.m3u8",
      "/media/video/lectures/sample-1/master.m3u8",
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
    // play was pressed before: the new source downloads at once
    expect(hlsLoaded.startLoads).toBe(2);
  });

  it("says 视频加载失败 when a refusal carries no message of the server's", async () => {
    hlsLoaded.refuseNext = { code: 404, body: "<html>not found</html>" };
    render(<AnchorVideoPlayer source="/media/video/lectures/sample-1/master.m3u8" startAt={12} />);
    await act(async () => {});
    fireEvent.click(screen.getAllByRole("button", { name: "播放" })[0]!);
    await act(async () => {});
    expect(screen.getByRole("alert").textContent).toContain("视频加载失败，请刷新重试");
  });

  it("resumes a started lecture at the lecture itself: the opening clip is not replayed", () => {
    render(<AnchorVideoPlayer source="/media/lecture.mp4" events={SAMPLE_EVENTS} startAt={12.5} />);
    fireEvent.click(screen.getAllByRole("button", { name: "播放" })[0]!);
    expect(stageOf()).toBe("normal");
    expect(screen.queryByTestId("opening-clip")).toBeNull();
    expect(played).toContain(lectureVideo());
  });

  it("resumes from the saved position once the lecture is loaded", () => {
    render(<AnchorVideoPlayer source="/media/lecture.mp4" startAt={12.5} />);
    fireEvent(lectureVideo(), new Event("loadedmetadata"));
    expect(lectureVideo().currentTime).toBe(12.5);
  });

  it("takes space, ←/→ and F from the keyboard, and sets the speed", () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    render(<AnchorVideoPlayer source="/media/lecture.mp4" autoPlay />);
    const region = screen.getByRole("region");
    Object.assign(region, { requestFullscreen });
    lectureVideo().currentTime = 20;
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(lectureVideo().currentTime).toBe(25);
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(lectureVideo().currentTime).toBe(15);
    const playsBefore = played.length;
    fireEvent.keyDown(region, { key: " " });
    expect(lectureVideo().paused).toBe(true);
    fireEvent.keyDown(region, { key: " " });
    expect(played.length).toBe(playsBefore + 1);
    fireEvent.keyDown(region, { key: "F" });
    expect(requestFullscreen).toHaveBeenCalledOnce();

    fireEvent.change(screen.getByRole("combobox", { name: "倍速" }), { target: { value: "2" } });
    expect(lectureVideo().playbackRate).toBe(2);
  });

  it("hides and shows the presenter layer by double click", () => {
    render(<AnchorVideoPlayer source="/media/lecture.mp4" overlaySource="/media/presenter.mp4" autoPlay />);
    const overlay = screen.getByTestId("presenter-overlay");
    expect(overlay.getAttribute("data-visible")).toBe("true");
    fireEvent.doubleClick(overlay);
    expect(overlay.getAttribute("data-visible")).toBe("false");
    fireEvent.doubleClick(screen.getByRole("region"));
    expect(overlay.getAttribute("data-visible")).toBe("true");
  });
});
