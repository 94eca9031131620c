import {
  type CreditInterval,
  clipIntervals,
  intervalsLength,
  normalizeIntervals,
  subtractIntervals,
} from "./credit-interval.rules";
import type { HeartbeatSegment } from "./credits.schema";

/**
 * The numbers of the crediting rule. The player reports every 15–30 s while it counts; at most 2× speed earns
 * time; a report may claim no more media time than the wall clock allowed, give or take `toleranceSeconds`.
 */
export const CREDIT_RULES = {
  minBeatSeconds: 15,
  maxBeatSeconds: 30,
  defaultBeatSeconds: 20,
  maxRate: 2,
  /** Timer drift and network jitter between two reports; it is a shared allowance, not one per report. */
  toleranceSeconds: 2,
  /** A device's first report has no earlier one to measure from: it may cover one full beat period. */
  firstBeatSeconds: 30,
  /** A position step larger than this between two time updates is a jump (a seek), not playback. */
  maxProgressStepSeconds: 5,
  /** A client's clock that lags the server's by more than this is not believed (see `trustedSentAt`). */
  maxClockLagSeconds: 120,
  /** Segments one report may carry: seeks within a period or a backlog after failed sends. */
  maxSegmentsPerBeat: 200,
  /** Retry waits of a failed report: doubling from the base up to the cap. */
  retryBaseMs: 2_000,
  retryMaxMs: 30_000,
} as const;

export type CreditRules = {
  readonly maxRate: number;
  readonly toleranceSeconds: number;
  readonly firstBeatSeconds: number;
};

/**
 * One report of the player. `segments` are what it played since its previous successful report (several after a
 * seek, a speed change or a failed send); `visible` and `playing` say the page was in front and the video playing
 * throughout them; `sentAt` is epoch milliseconds.
 */
export interface Heartbeat {
  /** The player's session (one per page load), so two tabs are two devices. */
  readonly deviceId: string;
  readonly segments: readonly HeartbeatSegment[];
  readonly sentAt: number;
  readonly visible: boolean;
  readonly playing: boolean;
}

/** Why a report earned nothing. */
export type BeatRefusal = "notPlaying" | "hidden" | "rate" | "overrun" | "otherDevice";
export const BEAT_REFUSALS: readonly BeatRefusal[] = ["notPlaying", "hidden", "rate", "overrun", "otherDevice"];

export interface BeatOutcome {
  readonly beat: Heartbeat;
  readonly refusal: BeatRefusal | null;
  /** Seconds this report credited for the first time (after the learner's earlier credit and earlier reports). */
  readonly credited: readonly CreditInterval[];
}

export interface HeartbeatCreditInput {
  readonly lengthSeconds: number;
  /** This lecture's reports of the learner within the window the server keeps, in any order. */
  readonly beats: readonly Heartbeat[];
  /** The seconds of this lecture already credited to the learner (all earlier credit rows). */
  readonly credited: readonly CreditInterval[];
  /** The learner's reports of other lectures in the same window: a device playing one of them at once is a second device. */
  readonly otherLectureBeats?: readonly Heartbeat[];
  readonly rules?: Partial<CreditRules>;
}

export interface HeartbeatCredit {
  /** Newly credited seconds: within [0, length], disjoint from `credited` and from each other, sorted. */
  readonly intervals: readonly CreditInterval[];
  readonly seconds: number;
  /** One per report, in the order they were judged (by `sentAt`, ties in input order). */
  readonly outcomes: readonly BeatOutcome[];
}

/** Whole milliseconds: interval arithmetic on them is exact. */
const toMs = (seconds: number): number => Math.round(seconds * 1000);
const msOf = (interval: CreditInterval): CreditInterval => ({ from: toMs(interval.from), to: toMs(interval.to) });
const secondsOf = (interval: CreditInterval): CreditInterval => ({
  from: interval.from / 1000,
  to: interval.to / 1000,
});

interface DeviceState {
  lastSentAt: number;
  /** media this device already had accepted in the window: a resent segment costs no wall time twice */
  accepted: CreditInterval[];
  /** unused tolerance, at most `toleranceSeconds`: jitter evens out, many small reports do not add up */
  slack: number;
}

interface WallSpan {
  readonly deviceId: string;
  readonly sentAt: number;
  readonly from: number;
  readonly to: number;
}

const validRate = (rate: number, maxRate: number): boolean => rate > 0 && rate <= maxRate;

/**
 * The crediting rule: which seconds of a lecture a sequence of reports earns. A report earns nothing when the
 * video was not playing, the page was hidden, a segment ran faster than 2×, it claims more media than the wall
 * clock since the device's previous report allowed at its speeds (a seek ahead, a forged report), or its playing
 * time overlaps a report of another device sent earlier (one account, two screens). What it earns is the part of
 * its segments within the lecture's length that no earlier credit covers: rewatching is allowed, counted once.
 *
 * The rule is causal: a report's fate depends only on reports sent before it, so judging reports one request at
 * a time (passing the credit earned so far) gives what judging them together gives.
 */
export const creditHeartbeats = (input: HeartbeatCreditInput): HeartbeatCredit => {
  const rules: CreditRules = { ...CREDIT_RULES, ...input.rules };
  const toleranceMs = rules.toleranceSeconds * 1000;
  const lengthMs = Math.max(0, toMs(input.lengthSeconds));
  let credited = clipIntervals(input.credited.map(msOf), 0, lengthMs);
  let gained: CreditInterval[] = [];
  const devices = new Map<string, DeviceState>();
  // a report's wall-clock span: the time it must have played, ending when it was sent
  const spanOf = (beat: Heartbeat, playedMs: number): WallSpan => ({
    deviceId: beat.deviceId,
    sentAt: beat.sentAt,
    from: beat.sentAt - playedMs,
    to: beat.sentAt,
  });
  const pace = (rate: number) => (rate > 0 && Number.isFinite(rate) ? rate : rules.maxRate);
  const spans: WallSpan[] = (input.otherLectureBeats ?? []).map((beat) =>
    spanOf(
      beat,
      beat.segments.reduce((sum, s) => sum + Math.max(0, toMs(s.to) - toMs(s.from)) / pace(s.rate), 0),
    ),
  );
  const ordered = input.beats
    .map((beat, index) => ({ beat, index }))
    .toSorted((a, b) => a.beat.sentAt - b.beat.sentAt || a.index - b.index);

  const outcomes = ordered.map(({ beat }): BeatOutcome => {
    const device = devices.get(beat.deviceId);
    const accepted = device?.accepted ?? [];
    const segments = beat.segments.map((s) => ({ ...msOf(s), rate: s.rate })).filter((s) => s.to > s.from);
    // wall time the new media needs: rewatching within the report costs time, a resent segment does not
    const neededMs = segments.reduce(
      (sum, s) => sum + intervalsLength(subtractIntervals([s], accepted)) / pace(s.rate),
      0,
    );
    const elapsedMs = device ? beat.sentAt - device.lastSentAt : rules.firstBeatSeconds * 1000;
    const slack = device?.slack ?? toleranceMs;
    const span = spanOf(beat, neededMs);
    const clash = spans.some(
      (other) =>
        other.deviceId !== beat.deviceId && other.sentAt <= beat.sentAt && other.from < span.to && span.from < other.to,
    );
    if (span.to > span.from) spans.push(span);

    const refusal: BeatRefusal | null = !beat.playing
      ? "notPlaying"
      : !beat.visible
        ? "hidden"
        : segments.some((s) => !validRate(s.rate, rules.maxRate))
          ? "rate"
          : neededMs > elapsedMs + slack
            ? "overrun"
            : clash
              ? "otherDevice"
              : null;
    if (refusal !== null) {
      devices.set(beat.deviceId, {
        lastSentAt: beat.sentAt,
        accepted,
        slack: Math.min(toleranceMs, slack + elapsedMs),
      });
      return { beat, refusal, credited: [] };
    }
    devices.set(beat.deviceId, {
      lastSentAt: beat.sentAt,
      accepted: normalizeIntervals([...accepted, ...segments]),
      slack: Math.min(toleranceMs, slack + elapsedMs - neededMs),
    });
    const earned = subtractIntervals(clipIntervals(segments, 0, lengthMs), credited);
    credited = normalizeIntervals([...credited, ...earned]);
    gained = normalizeIntervals([...gained, ...earned]);
    return { beat, refusal: null, credited: earned.map(secondsOf) };
  });

  return { intervals: gained.map(secondsOf), seconds: intervalsLength(gained) / 1000, outcomes };
};

/** The beat period the player uses: within 15–30 s whatever it is configured to, in milliseconds. */
export const beatIntervalMs = (seconds: number = CREDIT_RULES.defaultBeatSeconds): number =>
  Math.min(CREDIT_RULES.maxBeatSeconds, Math.max(CREDIT_RULES.minBeatSeconds, seconds)) * 1000;

/** Does playback at this speed earn study time? */
export const rateEarnsCredit = (rate: number): boolean => validRate(rate, CREDIT_RULES.maxRate);

/**
 * The `sentAt` the server judges a report by: the client's own time when it is plausible (it tells how long the
 * client really played, unaffected by a slow request), else the moment the server received it. A client clock
 * ahead of the server's or far behind it would widen the rule's wall-clock bound, so it is not believed.
 */
export const trustedSentAt = (claimedMs: number, receivedMs: number): number =>
  claimedMs <= receivedMs && claimedMs >= receivedMs - CREDIT_RULES.maxClockLagSeconds * 1000 ? claimedMs : receivedMs;

/**
 * Appends a just-closed segment to those waiting to be sent: joined to the last when it continues it at the same
 * speed, dropped when empty. The player's unsent media is kept this way, so a retry sends it once, whole.
 */
export const appendSegment = (segments: readonly HeartbeatSegment[], segment: HeartbeatSegment): HeartbeatSegment[] => {
  if (segment.to <= segment.from) return [...segments];
  const last = segments.at(-1);
  if (last && last.to === segment.from && last.rate === segment.rate) {
    return [...segments.slice(0, -1), { from: last.from, to: segment.to, rate: last.rate }];
  }
  return [...segments, segment];
};

/** Media seconds of the segments, each segment counted (a rewatch within them counts again). */
export const segmentsSeconds = (segments: readonly HeartbeatSegment[]): number =>
  segments.reduce((sum, s) => sum + Math.max(0, toMs(s.to) - toMs(s.from)), 0) / 1000;

/** The wait before retrying a failed report: 2 s, 4 s, 8 s … up to 30 s (attempt 1 is the first retry). */
export const heartbeatRetryDelayMs = (attempt: number): number =>
  Math.min(CREDIT_RULES.retryMaxMs, CREDIT_RULES.retryBaseMs * 2 ** Math.max(0, attempt - 1));
