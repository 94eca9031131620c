import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectVideoStages } from "./video-stages.connect";
import { videoStagesMachine } from "./video-stages.machine";
import type { VideoSources, VideoStagesEmitted } from "./video-stages.types";

function start(sources: VideoSources) {
  const actor = createActor(videoStagesMachine, { input: { sources } }).start();
  const emitted: VideoStagesEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  return { actor, emitted, view: () => connectVideoStages(actor.getSnapshot()) };
}

describe("videoStagesMachine", () => {
  it("plays opening clip → lecture → closing clip, then emits ended", () => {
    const { actor, view, emitted } = start({ main: "main.m3u8", opening: "open.mp4", closing: "close.mp4" });
    expect(view()).toMatchObject({ stage: "startVideo", source: "open.mp4", isClip: true });
    actor.send({ type: "PLAYER.ENDED" });
    expect(view()).toMatchObject({ stage: "normal", source: "main.m3u8", isClip: false });
    actor.send({ type: "PLAYER.ENDED" });
    expect(view()).toMatchObject({ stage: "endVideo", source: "close.mp4" });
    actor.send({ type: "PLAYER.ENDED" });
    expect(view()).toMatchObject({ stage: "ended", source: null });
    expect(emitted).toEqual([{ type: "ended" }]);
  });

  it("resumes a started lecture at the lecture; 重新播放 (a new source) plays the opening clip again", () => {
    const sources = { main: "main.m3u8", opening: "open.mp4" };
    const actor = createActor(videoStagesMachine, { input: { sources, resuming: true } }).start();
    expect(connectVideoStages(actor.getSnapshot())).toMatchObject({ stage: "normal", source: "main.m3u8" });
    actor.send({ type: "OPTIONS.CHANGE", options: { vid: "v2" } });
    expect(connectVideoStages(actor.getSnapshot()).stage).toBe("normal");
    actor.send({ type: "SOURCE.CHANGE", sources });
    expect(connectVideoStages(actor.getSnapshot()).stage).toBe("startVideo");
  });

  it("skips the stages whose clip does not exist", () => {
    const { actor, view } = start({ main: "main.m3u8" });
    expect(view().stage).toBe("normal");
    actor.send({ type: "PLAYER.ENDED" });
    expect(view().stage).toBe("ended");
  });

  it("rebuilds the player from the start when the source or the options change", () => {
    const { actor, view } = start({ main: "a.m3u8", opening: "open.mp4" });
    actor.send({ type: "PLAYER.ENDED" });
    const before = view().playerKey;
    actor.send({ type: "OPTIONS.CHANGE", options: { vid: "v9", encryptType: 1 } });
    expect(view()).toMatchObject({ stage: "startVideo", options: { vid: "v9" } });
    expect(view().playerKey).not.toBe(before);
    actor.send({ type: "SOURCE.CHANGE", sources: { main: "b.m3u8" } });
    expect(view()).toMatchObject({ stage: "normal", source: "b.m3u8" });
  });

  it("tags forwarded events with the clip they came from", () => {
    const { actor, emitted } = start({ main: "main.m3u8", opening: "open.mp4" });
    actor.send({ type: "PLAYER.PLAY" });
    actor.send({ type: "PLAYER.ENDED" });
    actor.send({ type: "PLAYER.PLAY" });
    expect(emitted).toEqual([
      { type: "play", stage: "startVideo" },
      { type: "play", stage: "normal" },
    ]);
  });

  it("forwards every player event, tagged with the stage", () => {
    const { actor, emitted } = start({ main: "main.m3u8" });
    actor.send({ type: "PLAYER.READY" });
    actor.send({ type: "PLAYER.TIMEUPDATE", currentTime: 3.4 });
    actor.send({ type: "PLAYER.FULLSCREEN_REQUEST" });
    actor.send({ type: "PLAYER.FULLSCREEN_CANCEL" });
    actor.send({ type: "PLAYER.SEEK_START" });
    actor.send({ type: "PLAYER.SEEK_COMPLETE" });
    actor.send({ type: "PLAYER.SETTING_SELECTED", setting: "1.5x" });
    actor.send({ type: "PLAYER.ERROR", message: "decode" });
    for (const type of ["PLAYER.PLAY", "PLAYER.PAUSE", "PLAYER.CANPLAY", "PLAYER.PLAYING", "PLAYER.WAITING"] as const) {
      actor.send({ type });
    }
    expect(emitted).toEqual([
      { type: "ready", stage: "normal" },
      { type: "timeupdate", stage: "normal", currentTime: 3.4 },
      { type: "requestFullScreen", stage: "normal" },
      { type: "cancelFullScreen", stage: "normal" },
      { type: "startSeek", stage: "normal" },
      { type: "completeSeek", stage: "normal" },
      { type: "settingSelected", stage: "normal", setting: "1.5x" },
      { type: "error", stage: "normal", message: "decode" },
      { type: "play", stage: "normal" },
      { type: "pause", stage: "normal" },
      { type: "canplay", stage: "normal" },
      { type: "playing", stage: "normal" },
      { type: "waiting", stage: "normal" },
    ]);
  });
});
