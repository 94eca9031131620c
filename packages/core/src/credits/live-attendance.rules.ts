import { type CreditInterval, clipIntervals, intervalsLength, normalizeIntervals } from "./credit-interval.rules";

/**
 * What the live room's player says about a stretch of watching: `start` (the stream began playing on a visible
 * page just now), `beat` (it has played, visible, throughout since this device's previous report) and `stop` (it
 * did until now, and stopped: paused, stalled, ended, hidden or the page left).
 */
export const ATTENDANCE_REPORT_KINDS = ["start", "beat", "stop"] as const;
export type AttendanceReportKind = (typeof ATTENDANCE_REPORT_KINDS)[number];

/**
 * The numbers of live attendance. The player reports every `beatSeconds` while it plays and is visible; the time
 * between two reports of one device counts only when they are at most `maxGapSeconds` apart (one lost beat is
 * tolerated; a longer silence is not attendance).
 */
export const LIVE_ATTENDANCE_RULES = {
  beatSeconds: 20,
  maxGapSeconds: 45,
} as const;

/**
 * One report as the server received it: `at` is the server's clock when it arrived (epoch ms), never the client's,
 * so every credited stretch lies between two moments the server itself saw.
 */
export interface AttendanceReport {
  readonly deviceId: string;
  readonly kind: AttendanceReportKind;
  readonly at: number;
}

/**
 * The wall-clock stretch (epoch ms) a report vouches for, given the same device's previous report: a `beat` or a
 * `stop` after a `start` or a `beat` of the device, no more than `maxGapSeconds` earlier, covers the time between
 * them; anything else (a `start`, the first report, one after a `stop` or a long silence) covers nothing and
 * only anchors the next.
 */
export const attendanceSpan = (
  previous: AttendanceReport | null,
  report: AttendanceReport,
  maxGapSeconds: number = LIVE_ATTENDANCE_RULES.maxGapSeconds,
): CreditInterval | null =>
  previous !== null &&
  report.kind !== "start" &&
  previous.kind !== "stop" &&
  report.at > previous.at &&
  report.at - previous.at <= maxGapSeconds * 1000
    ? { from: previous.at, to: report.at }
    : null;

/** The stretches a stream of reports vouches for: each device's reports judged in order of arrival. */
export const attendanceSpans = (
  reports: readonly AttendanceReport[],
  maxGapSeconds: number = LIVE_ATTENDANCE_RULES.maxGapSeconds,
): CreditInterval[] => {
  const last = new Map<string, AttendanceReport>();
  const spans: CreditInterval[] = [];
  const ordered = reports.map((r, i) => ({ r, i })).toSorted((a, b) => a.r.at - b.r.at || a.i - b.i);
  for (const { r } of ordered) {
    const span = attendanceSpan(last.get(r.deviceId) ?? null, r, maxGapSeconds);
    if (span) spans.push(span);
    last.set(r.deviceId, r);
  }
  return spans;
};

/** When a session was actually live (epoch ms): it went live at `from` and ended at `to`. */
export interface LiveWindow {
  readonly from: number;
  readonly to: number;
}

/**
 * The attended stretches of one learner in a session: every device's spans united (two screens at once count
 * once) and clipped to the session's live window (a report before it went live or after it ended earns nothing).
 */
export const attendedIntervals = (spans: readonly CreditInterval[], window: LiveWindow): CreditInterval[] =>
  window.to > window.from ? clipIntervals(normalizeIntervals(spans), window.from, window.to) : [];

/** Attended seconds of a session: never more than the session lasted, each second once. */
export const attendedSeconds = (spans: readonly CreditInterval[], window: LiveWindow): number =>
  intervalsLength(attendedIntervals(spans, window)) / 1000;
