import type { ApiClient, PlayInfoData } from "@taxlearn/api";
import { describe, expect, it, vi } from "vitest";
import { isNotEntitled, loadLecturePlayback, parseInteractionEvents } from "./lecture-playback";

const event = (fields: Record<string, unknown>) => ({
  id: 1,
  type: 2,
  fileId: 100501,
  pointTime: 6,
  timeout: 2,
  isInterrupt: 0,
  content: "笔记",
  answer: "",
  animationUrl: "",
  configure: "",
  ...fields,
});

const info = (encryptType: 0 | 1): PlayInfoData => ({
  fileId: 100501,
  courseId: 1005,
  title: "第1讲 政策背景与适用范围",
  duration: 40,
  coverUrl: "/media/video/lectures/lecture-1/cover.jpg",
  captionsUrl: null,
  encryptType,
  masterUrl: "/media/video/lectures/lecture-1/master.m3u8",
  definitions: [],
  overlayUrl: "/media/video/lectures/lecture-1/presenter/index.m3u8",
  breakpoint: 12,
});

const ok = <D>(data: D) => ({ status: 200 as const, success: true as const, msg: "操作成功", data });
const fail = (status: number, msg: string) => ({ status, success: false as const, msg, data: null });

function fakeApi(calls: Partial<Record<"playInfo" | "hlsGenerateToken" | "fileExtraData", unknown>>) {
  const api = {
    playInfo: vi.fn(async () => calls.playInfo),
    hlsGenerateToken: vi.fn(async () => calls.hlsGenerateToken),
    fileExtraData: vi.fn(async () => calls.fileExtraData ?? ok([])),
  };
  return api as typeof api & ApiClient;
}

describe("parseInteractionEvents", () => {
  it("keeps every event that parses, typed by kind, and drops a malformed one", () => {
    const parsed = parseInteractionEvents([
      event({ id: 1, type: 5, pointTime: 0, animationUrl: "/media/video/clips/opening.mp4" }),
      event({ id: 2, type: 9, answer: "{not json" }),
      event({ id: 3, type: 3, content: "提问" }),
    ]);
    expect(parsed.map((e) => e._tag)).toEqual(["OpeningClip", "TextCard"]);
  });
});

describe("loadLecturePlayback", () => {
  it("loads a clear lecture without asking for a playback token", async () => {
    const api = fakeApi({ playInfo: ok(info(0)), fileExtraData: ok([event({})]) });
    const result = await loadLecturePlayback(api, 100501);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.info.breakpoint).toBe(12);
    expect(result.data.events).toHaveLength(1);
    expect(api.hlsGenerateToken).not.toHaveBeenCalled();
    expect(api.fileExtraData).toHaveBeenCalledWith({ fileId: 100501 });
  });

  it("plays an encrypted lecture from its play info alone: the playlists come signed, no token is asked for", async () => {
    const api = fakeApi({ playInfo: ok(info(1)), fileExtraData: ok([]) });
    const result = await loadLecturePlayback(api, 100301);
    expect(result.success).toBe(true);
    expect(api.hlsGenerateToken).not.toHaveBeenCalled();
  });

  it("answers playInfo's 403 (buy to watch) and asks for nothing else", async () => {
    const api = fakeApi({ playInfo: fail(403, "购买后即可观看") });
    const result = await loadLecturePlayback(api, 100101);
    expect(result).toMatchObject({ success: false, status: 403, msg: "购买后即可观看" });
    expect(isNotEntitled(result.status)).toBe(true);
    expect(api.hlsGenerateToken).not.toHaveBeenCalled();
    expect(api.fileExtraData).not.toHaveBeenCalled();
  });

  it("answers a failed event call as that call's failure", async () => {
    const noEvents = fakeApi({ playInfo: ok(info(0)), fileExtraData: fail(404, "课程视频不存在") });
    expect(await loadLecturePlayback(noEvents, 100501)).toMatchObject({ success: false, status: 404 });
    expect(isNotEntitled(404)).toBe(false);
    expect(isNotEntitled(null)).toBe(false);
  });
});
