import { describe, expect, it } from "vitest";
import type { HeartbeatSegment } from "./credits.schema";
import {
  appendSegment,
  beatIntervalMs,
  CREDIT_RULES,
  creditHeartbeats,
  type Heartbeat,
  heartbeatRetryDelayMs,
  rateEarnsCredit,
  segmentsSeconds,
  trustedSentAt,
} from "./heartbeat.rules";

const T0 = Date.UTC(2026, 11, 6, 8, 0, 0);
const seg = (from: number, to: number, rate = 1): HeartbeatSegment => ({ from, to, rate });
/** A report of `deviceId` sent `at` seconds after T0. */
const beat = (at: number, segments: HeartbeatSegment[], more: Partial<Heartbeat> = {}): Heartbeat => ({
  deviceId: "device-a",
  segments,
  sentAt: T0 + at * 1000,
  visible: true,
  playing: true,
  ...more,
});
const credit = (beats: Heartbeat[], lengthSeconds = 600, credited: { from: number; to: number }[] = []) =>
  creditHeartbeats({ lengthSeconds, beats, credited });
const refusals = (beats: Heartbeat[], lengthSeconds = 600) =>
  credit(beats, lengthSeconds).outcomes.map((o) => o.refusal);

describe("creditHeartbeats", () => {
  it("credits a lecture watched start to end, each report's seconds once", () => {
    const result = credit([beat(20, [seg(0, 20)]), beat(40, [seg(20, 40)]), beat(60, [seg(40, 60)])], 60);
    expect(result.intervals).toEqual([{ from: 0, to: 60 }]);
    expect(result.seconds).toBe(60);
    expect(result.outcomes.map((o) => o.credited)).toEqual([
      [{ from: 0, to: 20 }],
      [{ from: 20, to: 40 }],
      [{ from: 40, to: 60 }],
    ]);
  });

  it("judges reports by when they were sent, whatever order they come in", () => {
    const inOrder = credit([beat(20, [seg(0, 20)]), beat(40, [seg(20, 40)])]);
    const shuffled = credit([beat(40, [seg(20, 40)]), beat(20, [seg(0, 20)])]);
    expect(shuffled.intervals).toEqual(inOrder.intervals);
    expect(shuffled.outcomes.map((o) => o.beat.sentAt)).toEqual([T0 + 20_000, T0 + 40_000]);
  });

  it("lets a device's first report cover one 30 s period plus the 2 s tolerance, and no more", () => {
    expect(refusals([beat(32, [seg(0, 32)])])).toEqual([null]);
    expect(refusals([beat(33, [seg(0, 32.001)])])).toEqual(["overrun"]);
    // at 2× a period holds twice the media
    expect(refusals([beat(32, [seg(0, 64, 2)])])).toEqual([null]);
    expect(refusals([beat(33, [seg(0, 64.01, 2)])])).toEqual(["overrun"]);
  });

  it("bounds later reports by the wall clock since the device's previous one, times the speed", () => {
    expect(refusals([beat(15, [seg(0, 15)]), beat(30, [seg(15, 30)])])).toEqual([null, null]);
    expect(refusals([beat(15, [seg(0, 15)]), beat(30, [seg(15, 30, 2), seg(30, 45, 2)])])).toEqual([null, null]);
    expect(refusals([beat(15, [seg(0, 15)]), beat(30, [seg(15, 70, 2)])])).toEqual([null, "overrun"]);
  });

  it("earns at 2× and nothing above it", () => {
    expect(refusals([beat(20, [seg(0, 40, 2)])])).toEqual([null]);
    expect(refusals([beat(20, [seg(0, 20), seg(20, 40.2, 2.01)])])).toEqual(["rate"]);
  });

  it("earns nothing for a hidden page or a video not playing", () => {
    expect(refusals([beat(20, [seg(0, 20)], { visible: false })])).toEqual(["hidden"]);
    expect(refusals([beat(20, [seg(0, 20)], { playing: false })])).toEqual(["notPlaying"]);
  });

  it("earns nothing for a seek ahead, and credits what is watched after it", () => {
    const result = credit([beat(20, [seg(0, 20)]), beat(40, [seg(20, 300)]), beat(60, [seg(300, 320)])]);
    expect(result.outcomes.map((o) => o.refusal)).toEqual([null, "overrun", null]);
    expect(result.intervals).toEqual([
      { from: 0, to: 20 },
      { from: 300, to: 320 },
    ]);
  });

  it("allows rewatching but counts a second once, within a report, across reports and across credit rows", () => {
    const within = credit([beat(30, [seg(0, 15), seg(0, 15)])]);
    expect(within.seconds).toBe(15);
    const across = credit([beat(20, [seg(0, 20)]), beat(40, [seg(0, 20)])]);
    expect(across.outcomes.map((o) => [o.refusal, o.credited])).toEqual([
      [null, [{ from: 0, to: 20 }]],
      [null, []],
    ]);
    expect(credit([beat(20, [seg(0, 20)])], 600, [{ from: 5, to: 10 }]).intervals).toEqual([
      { from: 0, to: 5 },
      { from: 10, to: 20 },
    ]);
  });

  it("takes a resent segment (an answer lost on the way) as already paid for in wall time", () => {
    const result = credit([beat(20, [seg(0, 20)]), beat(40, [seg(0, 20), seg(20, 40)])]);
    expect(result.outcomes.map((o) => o.refusal)).toEqual([null, null]);
    expect(result.seconds).toBe(40);
  });

  it("credits nothing beyond the lecture's length", () => {
    const result = credit([beat(20, [seg(20, 40)]), beat(40, [seg(40, 60)])], 30);
    expect(result.intervals).toEqual([{ from: 20, to: 30 }]);
    expect(result.outcomes[1]?.credited).toEqual([]);
    expect(credit([beat(20, [seg(0, 20)])], 0).seconds).toBe(0);
  });

  it("shares the tolerance: many small reports cannot add it up", () => {
    expect(refusals([beat(30, [seg(0, 32)]), beat(30, [seg(32, 32.5)]), beat(30.2, [seg(32.5, 33)])])).toEqual([
      null,
      "overrun",
      "overrun",
    ]);
    // the first report used it up; once the wall clock has run on, it is back
    expect(refusals([beat(30, [seg(0, 32)]), beat(50, [seg(32, 52.5)]), beat(70, [seg(32, 52.5)])])).toEqual([
      null,
      "overrun",
      null,
    ]);
  });

  it("refuses a second device playing at the same time, both ways, and credits it once the first stops", () => {
    const b = { deviceId: "device-b" };
    const result = credit([
      beat(20, [seg(0, 20)]),
      beat(30, [seg(100, 120)], b),
      beat(40, [seg(20, 40)]),
      beat(80, [seg(40, 60)]),
    ]);
    expect(result.outcomes.map((o) => o.refusal)).toEqual([null, "otherDevice", "otherDevice", null]);
    expect(result.intervals).toEqual([
      { from: 0, to: 20 },
      { from: 40, to: 60 },
    ]);
  });

  it("lets the learner move from one device to another", () => {
    const result = credit([beat(20, [seg(0, 20)]), beat(120, [seg(20, 40)], { deviceId: "device-b" })]);
    expect(result.outcomes.map((o) => o.refusal)).toEqual([null, null]);
    expect(result.seconds).toBe(40);
  });

  it("refuses a report while another device plays another lecture of the account", () => {
    const otherLecture = [
      beat(25, [seg(0, 10), seg(10, 5, 0)], { deviceId: "tablet" }),
      beat(90, [seg(0, 20)], { deviceId: "tablet" }),
    ];
    const result = creditHeartbeats({
      lengthSeconds: 600,
      beats: [beat(20, [seg(0, 20)]), beat(40, [seg(20, 40)])],
      credited: [],
      otherLectureBeats: otherLecture,
    });
    // the tablet's first report (sent at 25 s, playing 15–25 s) clashes with the second only: it was sent after the first
    expect(result.outcomes.map((o) => o.refusal)).toEqual([null, "otherDevice"]);
  });

  it("ignores empty segments and takes other rules when given", () => {
    expect(credit([beat(20, [seg(5, 5), seg(0, 20)])]).seconds).toBe(20);
    const strict = creditHeartbeats({
      lengthSeconds: 600,
      beats: [beat(20, [seg(0, 30, 1.5)])],
      credited: [],
      rules: { maxRate: 1.25 },
    });
    expect(strict.outcomes[0]?.refusal).toBe("rate");
  });
});

describe("beat period, speed, clock", () => {
  it("keeps the beat period within 15–30 s", () => {
    expect(beatIntervalMs()).toBe(CREDIT_RULES.defaultBeatSeconds * 1000);
    expect(beatIntervalMs(14)).toBe(15_000);
    expect(beatIntervalMs(15)).toBe(15_000);
    expect(beatIntervalMs(30)).toBe(30_000);
    expect(beatIntervalMs(31)).toBe(30_000);
  });

  it("earns from any speed above 0 up to 2×", () => {
    expect([0, 0.5, 2, 2.01].map(rateEarnsCredit)).toEqual([false, true, true, false]);
  });

  it("believes a client's send time only within two minutes before its arrival", () => {
    const received = T0 + 1_000_000;
    expect(trustedSentAt(received - 500, received)).toBe(received - 500);
    expect(trustedSentAt(received - 120_000, received)).toBe(received - 120_000);
    expect(trustedSentAt(received - 120_001, received)).toBe(received);
    expect(trustedSentAt(received + 1, received)).toBe(received);
  });
});

describe("unsent segments", () => {
  it("joins a segment that continues the last one at the same speed, keeps the others apart", () => {
    expect(appendSegment([seg(0, 10)], seg(10, 20))).toEqual([seg(0, 20)]);
    expect(appendSegment([seg(0, 10)], seg(10, 20, 2))).toEqual([seg(0, 10), seg(10, 20, 2)]);
    expect(appendSegment([seg(0, 10)], seg(30, 40))).toEqual([seg(0, 10), seg(30, 40)]);
    expect(appendSegment([], seg(3, 3))).toEqual([]);
    expect(appendSegment([], seg(3, 4))).toEqual([seg(3, 4)]);
  });

  it("counts their media seconds, a rewatch again", () => {
    expect(segmentsSeconds([seg(0, 10.5), seg(0, 10.5), seg(5, 4)])).toBe(21);
  });

  it("waits 2 s, 4 s, 8 s … up to 30 s before resending", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(heartbeatRetryDelayMs)).toEqual([
      2_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
