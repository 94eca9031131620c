import { describe, expect, it } from "vitest";
import { SAMPLE_EVENTS } from "../sample-interaction-events";
import { playerBuild, playerRebuildKey } from "./player-build";

const input = {
  source: "/media/lecture.m3u8",
  events: SAMPLE_EVENTS,
  overlaySource: "/media/presenter.m3u8",
  options: {},
  keyRequestHeaders: { Authorization: "token" },
};

describe("playerBuild", () => {
  it("takes the opening and closing clips from the interaction events", () => {
    expect(playerBuild(input).sources).toEqual({
      main: "/media/lecture.m3u8",
      opening: "/media/video/clips/opening.mp4",
      closing: "/media/video/clips/closing.mp4",
    });
    expect(playerBuild({ ...input, events: [] }).sources).toEqual({
      main: "/media/lecture.m3u8",
      opening: null,
      closing: null,
    });
  });

  it("sends the playback token only for encrypted lectures, and the vid as a string", () => {
    const encrypted = playerBuild({ ...input, options: { vid: 42, playauth: "auth", encryptType: 1 } });
    expect(encrypted.keyAccess).toEqual({ playauth: "auth", headers: { Authorization: "token" } });
    expect(encrypted.playerOptions.vid).toBe("42");
    const plain = playerBuild({ ...input, options: { playauth: "auth", encryptType: 0 } });
    expect(plain.keyAccess.playauth).toBeUndefined();
    expect(plain.playerOptions.vid).toBeUndefined();
  });
});

describe("playerRebuildKey", () => {
  it("changes with the source, the options and the presenter layer only", () => {
    const key = playerRebuildKey({ source: "/a.m3u8", options: { logo: "/l.png" }, overlaySource: "/p.m3u8" });
    expect(playerRebuildKey({ source: "/a.m3u8", options: { logo: "/l.png" }, overlaySource: "/p.m3u8" })).toBe(key);
    expect(playerRebuildKey({ source: "/b.m3u8", options: { logo: "/l.png" }, overlaySource: "/p.m3u8" })).not.toBe(
      key,
    );
    expect(playerRebuildKey({ source: "/a.m3u8", options: {}, overlaySource: "/p.m3u8" })).not.toBe(key);
    expect(playerRebuildKey({ source: "/a.m3u8", options: { logo: "/l.png" } })).not.toBe(key);
    expect(playerRebuildKey({ source: "/a.m3u8" })).toBe(playerRebuildKey({ source: "/a.m3u8", options: {} }));
  });
});
