import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeWith } from "../shared/decode";
import { LIVE_STATUS, liveView, normalizeLiveItem } from "./live.rules";
import { LiveItem } from "./live.schema";

const decodeLiveItem = decodeWith(LiveItem);
const decodeLiveItems = decodeWith(Schema.Array(LiveItem));

const NOW = new Date("2026-11-22T04:00:00Z");

describe("normalizeLiveItem (spec §3)", () => {
  it("prefers status, name, startTime and createMode", () => {
    const item = normalizeLiveItem({
      id: 4,
      title: "出口退税直播",
      image: "l.png",
      name: "李老师",
      userName: "别名",
      status: 1,
      liveStatus: 2,
      scheduled: 1,
      startTime: "2026-11-25 19:30:00",
      time: "2026-01-01 00:00:00",
      createMode: 2,
      liveCreateMode: 1,
    });
    expect(item).toEqual({
      id: 4,
      title: "出口退税直播",
      image: "l.png",
      lecturer: "李老师",
      status: 1,
      scheduled: true,
      startTime: "2026-11-25 19:30:00",
      specialLogo: true,
    });
  });
  it("status 0 still wins over liveStatus", () => {
    expect(normalizeLiveItem({ status: 0, liveStatus: 2 }).status).toBe(0);
  });
  it("falls back to liveStatus, userName, time and liveCreateMode", () => {
    const item = normalizeLiveItem({ liveStatus: 2, userName: "王老师", time: 1_700_000_000_000, liveCreateMode: 2 });
    expect(item).toMatchObject({ status: 2, lecturer: "王老师", startTime: 1_700_000_000_000, specialLogo: true });
  });
  it("fills defaults for a bare item", () => {
    expect(normalizeLiveItem({})).toEqual({
      id: null,
      title: "",
      image: "",
      lecturer: "",
      status: 0,
      scheduled: false,
      startTime: null,
      specialLogo: false,
    });
    expect(normalizeLiveItem({ createMode: 1, liveCreateMode: 2 }).specialLogo).toBe(false);
  });
  it("decodes raw items", () => {
    expect(decodeLiveItem({ status: "1", scheduled: "0" })).toEqual(Either.right({ status: 1, scheduled: 0 }));
    expect(Either.isRight(decodeLiveItems([{ title: "a" }]))).toBe(true);
    expect(Either.isLeft(decodeLiveItem({ title: 3 }))).toBe(true);
  });
});

describe("liveView (spec §4)", () => {
  const base = normalizeLiveItem({ startTime: "2026-11-25 19:30:45" });
  it("status 0: 未开播 / 报名预约 with the start time without seconds", () => {
    expect(liveView(base, NOW)).toEqual({
      tagText: "未开播",
      buttonText: "报名预约",
      buttonDisabled: false,
      buttonGrey: false,
      showStartTime: true,
      startTimeLabel: "开播时间",
      startTimeText: "2026-11-25 19:30",
      startOverdue: false,
    });
  });
  it("status 0 booked: 已预约, grey and disabled", () => {
    expect(liveView({ ...base, scheduled: true }, NOW)).toMatchObject({
      tagText: "未开播",
      buttonText: "已预约",
      buttonDisabled: true,
      buttonGrey: true,
      showStartTime: true,
    });
  });
  it("status 1: 直播中 / 立即进入, no start-time block", () => {
    expect(liveView({ ...base, status: LIVE_STATUS.live }, NOW)).toMatchObject({
      tagText: "直播中",
      buttonText: "立即进入",
      buttonGrey: false,
      showStartTime: false,
    });
  });
  it("status 2: 回放 / 查看回放", () => {
    expect(liveView({ ...base, status: LIVE_STATUS.replay, scheduled: true }, NOW)).toMatchObject({
      tagText: "回放",
      buttonText: "查看回放",
      buttonDisabled: false,
      showStartTime: false,
    });
  });
  it("an absent start time reads 暂无相关信息", () => {
    const view = liveView(normalizeLiveItem({ status: 0 }), NOW);
    expect(view.startTimeText).toBe("暂无相关信息");
    expect(view.startOverdue).toBe(false);
  });
  it("flags a not-started session whose start has passed", () => {
    const late = normalizeLiveItem({ startTime: "2026-11-22 11:00:00" });
    expect(liveView(late, NOW).startOverdue).toBe(true);
    expect(liveView(late, new Date("2026-11-22T02:59:59Z")).startOverdue).toBe(false);
    expect(liveView(late, new Date("2026-11-22T03:00:00Z")).startOverdue).toBe(true);
  });
});
