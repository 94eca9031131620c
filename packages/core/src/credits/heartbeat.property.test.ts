import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CreditInterval, intervalsLength, normalizeIntervals, subtractIntervals } from "./credit-interval.rules";
import type { HeartbeatSegment } from "./credits.schema";
import { appendSegment, CREDIT_RULES, creditHeartbeats, type Heartbeat } from "./heartbeat.rules";

/** What a learner does, in order: each action lasts its wall seconds. */
type Action =
  | { kind: "play"; seconds: number }
  | { kind: "pause"; seconds: number }
  | { kind: "hide"; seconds: number }
  | { kind: "seek"; to: number }
  | { kind: "rate"; rate: number };

interface Run {
  beats: Heartbeat[];
  /** media the player counted (visible, playing, at most 2×), each stretch as played */
  counted: CreditInterval[];
}

/**
 * The player as the heartbeat machine runs it, in whole milliseconds: it counts while playing, visible and at
 * most 2×; reports every `beatSeconds` of counted playing; reports at once on pause, hide, the end and a speed
 * above 2×; a seek or a speed change starts a new segment.
 */
function simulate(options: {
  deviceId: string;
  lengthSeconds: number;
  beatSeconds: number;
  startAt: number;
  actions: readonly Action[];
}): Run {
  const lengthMs = options.lengthSeconds * 1000;
  const beatMs = options.beatSeconds * 1000;
  let now = options.startAt;
  let position = 0;
  let rate = 1;
  let open: { from: number; to: number } | null = null;
  let unsent: HeartbeatSegment[] = [];
  let sinceBeat = 0;
  let ended = false;
  const beats: Heartbeat[] = [];
  const counted: CreditInterval[] = [];
  const close = () => {
    if (open) {
      unsent = appendSegment(unsent, { from: open.from / 1000, to: open.to / 1000, rate });
      counted.push({ from: open.from / 1000, to: open.to / 1000 });
    }
    open = null;
  };
  const send = () => {
    close();
    if (unsent.length > 0)
      beats.push({ deviceId: options.deviceId, segments: unsent, sentAt: now, visible: true, playing: true });
    unsent = [];
    sinceBeat = 0;
  };
  const counts = () => rate <= CREDIT_RULES.maxRate;
  // plays (visible or not) for the wall time, stopping at the end
  const play = (wallMs: number, visible: boolean) => {
    let left = wallMs;
    while (left > 0 && !ended) {
      const counting = visible && counts();
      if (counting && !open) open = { from: position, to: position };
      const untilEnd = Math.ceil((lengthMs - position) / rate);
      const step = Math.min(left, untilEnd, counting ? beatMs - sinceBeat : left);
      position = Math.min(lengthMs, position + Math.round(step * rate));
      now += step;
      left -= step;
      if (counting) {
        sinceBeat += step;
        if (open) open.to = position;
        if (sinceBeat >= beatMs) send();
      }
      if (position >= lengthMs) {
        ended = true;
        send();
      }
    }
  };
  for (const action of options.actions) {
    if (ended) break;
    switch (action.kind) {
      case "play":
        play(action.seconds * 1000, true);
        break;
      case "pause":
        send();
        now += action.seconds * 1000;
        break;
      case "hide":
        send();
        play(action.seconds * 1000, false);
        break;
      case "seek":
        close();
        position = Math.min(lengthMs, action.to * 1000);
        break;
      case "rate":
        close();
        rate = action.rate;
        if (!counts()) send();
        break;
    }
  }
  send();
  return { beats, counted };
}

const RATES = [0.5, 1, 1.5, 2, 3];
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 120 }).map((seconds) => ({ kind: "play" as const, seconds })) },
  fc.integer({ min: 1, max: 90 }).map((seconds) => ({ kind: "pause" as const, seconds })),
  fc.integer({ min: 1, max: 60 }).map((seconds) => ({ kind: "hide" as const, seconds })),
  fc.integer({ min: 0, max: 400 }).map((to) => ({ kind: "seek" as const, to })),
  fc.constantFrom(...RATES).map((rate) => ({ kind: "rate" as const, rate })),
);
const T0 = Date.UTC(2026, 11, 6, 8, 0, 0);

/** Reports anyone could send: any device, segment, speed, time and flags. */
const anyBeat: fc.Arbitrary<Heartbeat> = fc.record({
  deviceId: fc.constantFrom("a", "b", "c"),
  segments: fc.array(
    fc
      .record({
        from: fc.integer({ min: 0, max: 700 }),
        length: fc.integer({ min: 0, max: 200 }),
        rate: fc.constantFrom(...RATES),
      })
      .map(({ from, length, rate }) => ({ from, to: from + length, rate })),
    { maxLength: 4 },
  ),
  sentAt: fc.integer({ min: 0, max: 900 }).map((s) => T0 + s * 1000),
  visible: fc.boolean(),
  playing: fc.boolean(),
});
const anyCredited = fc.array(
  fc
    .record({ from: fc.integer({ min: 0, max: 700 }), length: fc.integer({ min: 1, max: 100 }) })
    .map(({ from, length }) => ({ from, to: from + length })),
  { maxLength: 3 },
);

const isNormalized = (intervals: readonly CreditInterval[]) =>
  intervals.every(
    (interval, index) => interval.to > interval.from && (index === 0 || interval.from > intervals[index - 1]!.to),
  );

describe("crediting, whatever is reported", () => {
  it("credits only seconds within the lecture that no earlier credit covers, each once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.array(anyBeat, { maxLength: 12 }),
        anyCredited,
        (length, beats, credited) => {
          const result = creditHeartbeats({ lengthSeconds: length, beats, credited });
          expect(isNormalized(result.intervals)).toBe(true);
          expect(result.intervals.every((i) => i.from >= 0 && i.to <= length)).toBe(true);
          expect(subtractIntervals(result.intervals, credited)).toEqual(result.intervals);
          expect(result.seconds).toBeCloseTo(intervalsLength(result.intervals), 6);
          expect(result.seconds).toBeLessThanOrEqual(
            length -
              intervalsLength(
                subtractIntervals([{ from: 0, to: length }], subtractIntervals([{ from: 0, to: length }], credited)),
              ) +
              1e-9,
          );
          // the reports' own credit adds up to the total, none of it counted twice, refused reports none
          const perReport = result.outcomes.flatMap((o) => o.credited);
          expect(intervalsLength(perReport)).toBeCloseTo(
            perReport.reduce((sum, i) => sum + i.to - i.from, 0),
            6,
          );
          expect(normalizeIntervals(perReport)).toEqual(result.intervals);
          expect(result.outcomes.filter((o) => o.refusal !== null).every((o) => o.credited.length === 0)).toBe(true);
        },
      ),
    );
  });

  it("gives one device no more than 2× the wall clock its reports span, plus one period and the tolerance", () => {
    fc.assert(
      fc.property(fc.array(anyBeat, { maxLength: 12 }), (beats) => {
        const result = creditHeartbeats({ lengthSeconds: 10_000, beats, credited: [] });
        const devices = [...new Set(beats.map((b) => b.deviceId))];
        for (const device of devices) {
          const own = result.outcomes.filter((o) => o.beat.deviceId === device);
          const times = own.map((o) => o.beat.sentAt);
          const wall =
            (Math.max(...times) - Math.min(...times)) / 1000 +
            CREDIT_RULES.firstBeatSeconds +
            CREDIT_RULES.toleranceSeconds;
          expect(intervalsLength(own.flatMap((o) => o.credited))).toBeLessThanOrEqual(
            CREDIT_RULES.maxRate * wall + 1e-6,
          );
        }
      }),
    );
  });

  it("credits the same whether reports are judged together or one request at a time", () => {
    fc.assert(
      fc.property(fc.array(anyBeat, { maxLength: 10 }), anyCredited, (unordered, credited) => {
        const beats = unordered.toSorted((a, b) => a.sentAt - b.sentAt);
        const together = creditHeartbeats({ lengthSeconds: 600, beats, credited });
        let soFar: CreditInterval[] = normalizeIntervals(credited);
        for (let count = 1; count <= beats.length; count++) {
          const step = creditHeartbeats({ lengthSeconds: 600, beats: beats.slice(0, count), credited: soFar });
          soFar = normalizeIntervals([...soFar, ...step.intervals]);
        }
        expect(subtractIntervals(soFar, credited)).toEqual(together.intervals);
      }),
    );
  });
});

describe("crediting a learner's real watching", () => {
  it("credits exactly the seconds watched when the learner simply watches, with pauses, at up to 2×", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 900 }),
        fc.integer({ min: CREDIT_RULES.minBeatSeconds, max: CREDIT_RULES.maxBeatSeconds }),
        fc.constantFrom(0.5, 1, 1.5, 2),
        fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 5 }),
        (length, beatSeconds, rate, pauses) => {
          const actions: Action[] = [{ kind: "rate", rate }];
          for (const pause of pauses) actions.push({ kind: "play", seconds: 40 }, { kind: "pause", seconds: pause });
          actions.push({ kind: "play", seconds: length * 2 });
          const run = simulate({ deviceId: "pc", lengthSeconds: length, beatSeconds, startAt: T0, actions });
          const result = creditHeartbeats({ lengthSeconds: length, beats: run.beats, credited: [] });
          expect(result.outcomes.every((o) => o.refusal === null)).toBe(true);
          expect(result.seconds).toBe(length);
        },
      ),
    );
  });

  it("credits what one device counted, once, through seeks, speed changes, pauses and hidden tabs", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: CREDIT_RULES.minBeatSeconds, max: CREDIT_RULES.maxBeatSeconds }),
        fc.array(action, { maxLength: 25 }),
        anyCredited,
        (beatSeconds, actions, credited) => {
          const run = simulate({ deviceId: "pc", lengthSeconds: 400, beatSeconds, startAt: T0, actions });
          const result = creditHeartbeats({ lengthSeconds: 400, beats: run.beats, credited });
          expect(result.outcomes.every((o) => o.refusal === null)).toBe(true);
          expect(result.intervals).toEqual(subtractIntervals(run.counted, credited));
        },
      ),
    );
  });

  it("credits two devices playing at once no more than one screen could earn", () => {
    // no speed changes, and the second device watches the lecture's second half, so only the rule keeps them apart
    const atNormalSpeed = action.filter((a) => a.kind !== "rate" && a.kind !== "seek");
    fc.assert(
      fc.property(
        fc.array(atNormalSpeed, { maxLength: 15 }),
        fc.integer({ min: 0, max: 240 }),
        (actions, secondStartsAt) => {
          // the first device plays 10 minutes through; the second starts while it plays
          const first = simulate({
            deviceId: "pc",
            lengthSeconds: 1200,
            beatSeconds: 20,
            startAt: T0,
            actions: [{ kind: "play", seconds: 600 }],
          });
          const second = simulate({
            deviceId: "phone",
            lengthSeconds: 1200,
            beatSeconds: 20,
            startAt: T0 + secondStartsAt * 1000,
            actions: [{ kind: "seek", to: 600 }, ...actions],
          });
          const result = creditHeartbeats({
            lengthSeconds: 1200,
            beats: [...first.beats, ...second.beats],
            credited: [],
          });
          // at 1× one screen earns at most the wall clock (plus the first period's allowance and the tolerance)
          const last = Math.max(...result.outcomes.map((o) => o.beat.sentAt));
          const wall = (last - T0) / 1000 + CREDIT_RULES.toleranceSeconds;
          expect(result.seconds).toBeLessThanOrEqual(wall);
          // and only what was really played
          expect(intervalsLength(subtractIntervals(result.intervals, [...first.counted, ...second.counted]))).toBe(0);
        },
      ),
    );
  });
});
