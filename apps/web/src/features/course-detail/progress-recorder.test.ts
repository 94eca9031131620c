import { describe, expect, it } from "vitest";
import { createProgressRecorder, PROGRESS_SAVE_INTERVAL_MS } from "./progress-recorder";

/** Feeds time updates every 250 ms of wall time (as a playing video sends them) and collects the saves. */
function play(recorder: ReturnType<typeof createProgressRecorder>, from: number, seconds: number, startMs = 0) {
  const saves: number[] = [];
  for (let ms = 0; ms <= seconds * 1000; ms += 250) {
    const saved = recorder.observe(from + ms / 1000, startMs + ms);
    if (saved !== null) saves.push(saved);
  }
  return saves;
}

describe("createProgressRecorder", () => {
  it("saves every few seconds while the lecture plays, not on every time update", () => {
    const recorder = createProgressRecorder();
    expect(PROGRESS_SAVE_INTERVAL_MS).toBe(5000);
    expect(play(recorder, 0, 16)).toEqual([5, 10, 15]);
  });

  it("does not save as soon as playback starts", () => {
    const recorder = createProgressRecorder();
    expect(recorder.observe(0, 0)).toBeNull();
    expect(recorder.observe(0.25, 250)).toBeNull();
  });

  it("saves at once when playback stops, but never the same position twice", () => {
    const recorder = createProgressRecorder();
    play(recorder, 0, 7);
    expect(recorder.flush()).toBe(7);
    expect(recorder.flush()).toBeNull();
    expect(recorder.flush(7.2)).toBeNull();
    expect(recorder.flush(30)).toBe(30);
  });

  it("does not re-save the breakpoint the lecture resumed from", () => {
    const recorder = createProgressRecorder({ savedPosition: 18 });
    recorder.observe(18, 0);
    expect(recorder.flush()).toBeNull();
    expect(recorder.observe(18.1, 6000)).toBeNull();
    expect(recorder.observe(24, 7000)).toBe(24);
  });

  it("has nothing to save before the first time update", () => {
    expect(createProgressRecorder().flush()).toBeNull();
  });

  it("skips a paused video's repeated updates and unusable times", () => {
    const recorder = createProgressRecorder({ intervalMs: 1000 });
    recorder.observe(3, 0);
    expect(recorder.observe(4, 1000)).toBe(4);
    expect(recorder.observe(4, 2000)).toBeNull();
    expect(recorder.observe(Number.NaN, 3000)).toBeNull();
    expect(recorder.observe(-1, 4000)).toBeNull();
    expect(recorder.latest).toBe(4);
  });
});
