import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { intervalsLength } from "./credit-interval.rules";
import {
  type AttendanceReport,
  attendanceSpan,
  attendanceSpans,
  attendedIntervals,
  attendedSeconds,
  LIVE_ATTENDANCE_RULES,
} from "./live-attendance.rules";

const T0 = Date.UTC(2026, 11, 6, 8, 0, 0);
const GAP_MS = LIVE_ATTENDANCE_RULES.maxGapSeconds * 1000;

/** Reports anyone could send: any device, kind and moment within an hour and a half. */
const anyReport: fc.Arbitrary<AttendanceReport> = fc.record({
  deviceId: fc.constantFrom("a", "b", "c"),
  kind: fc.constantFrom("start" as const, "beat" as const, "stop" as const),
  at: fc.integer({ min: 0, max: 5_400 }).map((s) => T0 + s * 1000),
});
const anyWindow = fc
  .record({ from: fc.integer({ min: 0, max: 3_600 }), length: fc.integer({ min: 0, max: 3_600 }) })
  .map(({ from, length }) => ({ from: T0 + from * 1000, to: T0 + (from + length) * 1000 }));

/** A learner who simply watches from `from` to `to` (seconds after T0): a start, a beat every 20 s, a stop. */
const simplyWatch = (deviceId: string, from: number, to: number): AttendanceReport[] => {
  const reports: AttendanceReport[] = [{ deviceId, kind: "start", at: T0 + from * 1000 }];
  for (let at = from + LIVE_ATTENDANCE_RULES.beatSeconds; at < to; at += LIVE_ATTENDANCE_RULES.beatSeconds)
    reports.push({ deviceId, kind: "beat", at: T0 + at * 1000 });
  reports.push({ deviceId, kind: "stop", at: T0 + to * 1000 });
  return reports;
};

describe("live attendance, whatever is reported", () => {
  it("never credits more than the session lasted, nor outside it", () => {
    fc.assert(
      fc.property(fc.array(anyReport, { maxLength: 40 }), anyWindow, (reports, window) => {
        const attended = attendedIntervals(attendanceSpans(reports), window);
        expect(attended.every((i) => i.from >= window.from && i.to <= window.to && i.to > i.from)).toBe(true);
        expect(attendedSeconds(attendanceSpans(reports), window)).toBeLessThanOrEqual((window.to - window.from) / 1000);
        // sorted and disjoint: each second once
        expect(attended.every((i, n) => n === 0 || i.from > attended[n - 1]!.to)).toBe(true);
      }),
    );
  });

  it("counts a second device at the same time once: copying every report to another device adds nothing", () => {
    fc.assert(
      fc.property(fc.array(anyReport, { maxLength: 30 }), anyWindow, (reports, window) => {
        const alone = attendedSeconds(attendanceSpans(reports), window);
        const twice = [...reports, ...reports.map((r) => ({ ...r, deviceId: `${r.deviceId}-phone` }))];
        expect(attendedSeconds(attendanceSpans(twice), window)).toBe(alone);
      }),
    );
  });

  it("credits only time between two reports of one device the server saw, at most the gap apart", () => {
    fc.assert(
      fc.property(fc.array(anyReport, { maxLength: 40 }), (reports) => {
        const spans = attendanceSpans(reports);
        const moments = new Set(reports.map((r) => r.at));
        for (const span of spans) {
          expect(moments.has(span.from) && moments.has(span.to)).toBe(true);
          expect(span.to - span.from).toBeLessThanOrEqual(GAP_MS);
          expect(span.to).toBeGreaterThan(span.from);
        }
        // a device's spans never exceed the time from its first report to its last
        for (const device of new Set(reports.map((r) => r.deviceId))) {
          const own = reports.filter((r) => r.deviceId === device).map((r) => r.at);
          const first = Math.min(...own);
          const last = Math.max(...own);
          expect(intervalsLength(attendanceSpans(reports.filter((r) => r.deviceId === device)))).toBeLessThanOrEqual(
            last - first,
          );
        }
      }),
    );
  });

  it("equals the watched time, clipped to the session, when the learner simply watches", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 1, max: 3_000 }),
        anyWindow,
        (from, length, window) => {
          const reports = simplyWatch("tab-1", from, from + length);
          const watched = { from: T0 + from * 1000, to: T0 + (from + length) * 1000 };
          const expected = Math.max(0, Math.min(watched.to, window.to) - Math.max(watched.from, window.from)) / 1000;
          expect(attendedSeconds(attendanceSpans(reports), window)).toBe(expected);
        },
      ),
    );
  });

  it("two devices in turn add up; overlapping, the overlap counts once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        (fromA, lengthA, fromB, lengthB) => {
          const reports = [
            ...simplyWatch("laptop", fromA, fromA + lengthA),
            ...simplyWatch("phone", fromB, fromB + lengthB),
          ];
          const window = { from: T0, to: T0 + 3_600_000 };
          const union =
            lengthA + lengthB - Math.max(0, Math.min(fromA + lengthA, fromB + lengthB) - Math.max(fromA, fromB));
          expect(attendedSeconds(attendanceSpans(reports), window)).toBe(union);
        },
      ),
    );
  });
});

describe("attendanceSpan", () => {
  const at = (s: number) => T0 + s * 1000;
  it("covers the time since a start or beat, nothing after a stop, a start or a silence", () => {
    const start = { deviceId: "a", kind: "start" as const, at: at(0) };
    expect(attendanceSpan(start, { deviceId: "a", kind: "beat", at: at(20) })).toEqual({ from: at(0), to: at(20) });
    expect(attendanceSpan(start, { deviceId: "a", kind: "stop", at: at(7) })).toEqual({ from: at(0), to: at(7) });
    expect(attendanceSpan(start, { deviceId: "a", kind: "start", at: at(20) })).toBeNull();
    expect(attendanceSpan(null, { deviceId: "a", kind: "beat", at: at(20) })).toBeNull();
    expect(attendanceSpan({ ...start, kind: "stop" }, { deviceId: "a", kind: "beat", at: at(20) })).toBeNull();
    expect(attendanceSpan(start, { deviceId: "a", kind: "beat", at: at(46) })).toBeNull();
    expect(attendanceSpan(start, { deviceId: "a", kind: "beat", at: at(45) })).toEqual({ from: at(0), to: at(45) });
  });
});
