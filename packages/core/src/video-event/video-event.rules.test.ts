import { Either } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  eventAt,
  overlayRect,
  parseInteractionEvent,
  QUIZ_STEP,
  quizOutcome,
  quizResultView,
} from "./video-event.rules";
import { InteractionEventMalformed, type ParsedInteractionEvent } from "./video-event.schema";

const parsed = (raw: unknown): ParsedInteractionEvent => {
  const result = parseInteractionEvent(raw);
  if (Either.isLeft(result)) throw new Error(`expected a parsed event, got ${result.left.reason}`);
  return result.right;
};
const failure = (raw: unknown): InteractionEventMalformed => {
  const result = parseInteractionEvent(raw);
  if (Either.isRight(result)) throw new Error("expected a failure");
  return result.left;
};

describe("parseInteractionEvent (spec §3)", () => {
  it("reads type 1 as an image overlay in percentages", () => {
    const event = parsed({
      id: 3,
      type: 1,
      fileId: 10,
      pointTime: 12,
      timeout: 5,
      isInterrupt: 1,
      animationUrl: "a.png",
      configure: JSON.stringify({ posX: 0.1, posY: "0.2", posW: 0.5, posH: 0.25, special: 1 }),
    });
    expect(event).toMatchObject({
      _tag: "ImageOverlay",
      id: 3,
      fileId: 10,
      pointTime: 12,
      timeout: 5,
      interrupts: true,
      special: true,
      animationUrl: "a.png",
      rect: { left: 10, top: 20, width: 50, height: 25 },
    });
  });
  it("clamps an overlay that would leave the video", () => {
    const event = parsed({ type: 1, pointTime: 0, configure: '{"posX":0.9,"posY":-1,"posW":0.5,"posH":2}' });
    expect(event._tag === "ImageOverlay" && event.rect).toEqual({ left: 50, top: 0, width: 50, height: 100 });
    expect(event._tag === "ImageOverlay" && event.special).toBe(false);
    expect(event.interrupts).toBe(false);
    expect(event.timeout).toBe(0);
  });
  it.each([
    [2, "note"],
    [3, "question"],
    [7, "qa"],
    [8, "text"],
  ] as const)("reads type %i as a %s text card with the default jump label", (type, kind) => {
    const event = parsed({ type, pointTime: 30, content: "要点", answer: "答" });
    expect(event).toMatchObject({
      _tag: "TextCard",
      kind,
      content: "要点",
      answer: "答",
      htmlRouter: null,
      jumpText: "去查看",
    });
  });
  it("keeps a text card's link and label from its configure", () => {
    const event = parsed({
      type: "2",
      pointTime: "30",
      configure: JSON.stringify({ htmlRouter: "/course/details?id=1", jumpText: "看课程" }),
    });
    expect(event).toMatchObject({ type: 2, pointTime: 30, htmlRouter: "/course/details?id=1", jumpText: "看课程" });
    const blankLabel = parsed({ type: 8, pointTime: 1, configure: '{"jumpText":""}', content: null });
    expect(blankLabel).toMatchObject({ jumpText: "去查看", content: "", answer: "" });
  });
  it("reads type 9 as a quiz from its answer JSON", () => {
    const event = parsed({
      type: 9,
      pointTime: 40,
      content: "增值税的纳税人是？",
      answer: JSON.stringify({ answer1: "甲", answer2: "乙", isTrue: "1", analysis: "因为……" }),
    });
    expect(event).toMatchObject({ _tag: "Quiz", answer1: "甲", answer2: "乙", isTrue: 1, analysis: "因为……" });
    const noAnalysis = parsed({ type: 9, pointTime: 1, answer: '{"answer1":"a","answer2":"b","isTrue":0}' });
    expect(noAnalysis).toMatchObject({ isTrue: 0, analysis: "", content: "" });
  });
  it("reads types 5 and 6 as the opening and closing clips", () => {
    expect(parsed({ type: 5, pointTime: 0, animationUrl: "open.mp4" })).toMatchObject({
      _tag: "OpeningClip",
      animationUrl: "open.mp4",
    });
    expect(parsed({ type: 6, pointTime: 0 })).toMatchObject({ _tag: "ClosingClip", animationUrl: "" });
  });
  it("gives a typed failure for malformed configure JSON, never a throw", () => {
    for (const configure of ["{posX:", "", null, '{"posX":0.1}', '"text"']) {
      const error = failure({ type: 1, pointTime: 1, configure });
      expect(error).toBeInstanceOf(InteractionEventMalformed);
      expect(error.field).toBe("configure");
    }
    expect(failure({ type: 2, pointTime: 1, configure: "{oops" }).field).toBe("configure");
  });
  it("gives a typed failure for malformed answer JSON", () => {
    expect(failure({ type: 9, pointTime: 1, answer: "not json" }).field).toBe("answer");
    expect(failure({ type: 9, pointTime: 1 }).field).toBe("answer");
    expect(failure({ type: 9, pointTime: 1, answer: '{"answer1":"a","answer2":"b","isTrue":2}' }).field).toBe("answer");
  });
  it("fails on a bad shape or an unknown type", () => {
    expect(failure(null).field).toBe("event");
    expect(failure({ type: 1 }).field).toBe("event");
    expect(failure({ type: "x", pointTime: 1 }).field).toBe("event");
    const unknown = failure({ type: 4, pointTime: 1 });
    expect(unknown._tag).toBe("InteractionEventMalformed");
    expect(unknown.field).toBe("type");
  });
});

describe("overlayRect (property: always inside the video)", () => {
  it("keeps every rectangle within 0–100 % on both axes", () => {
    const fraction = fc.double({ min: -5, max: 5, noNaN: false });
    fc.assert(
      fc.property(fraction, fraction, fraction, fraction, (x, y, w, h) => {
        const rect = overlayRect(x, y, w, h);
        for (const value of [rect.left, rect.top, rect.width, rect.height]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
        expect(rect.left + rect.width).toBeLessThanOrEqual(100 + 1e-9);
        expect(rect.top + rect.height).toBeLessThanOrEqual(100 + 1e-9);
      }),
    );
  });
  it("reads unreadable numbers as 0", () => {
    expect(overlayRect(Number.NaN, 0.5, Number.NaN, Number.POSITIVE_INFINITY)).toEqual({
      left: 0,
      top: 50,
      width: 0,
      height: 0,
    });
  });
  it("leaves a rectangle that already fits unchanged", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (x, y, w, h) => {
          expect(overlayRect(x / 100, y / 100, w / 100, h / 100)).toEqual({
            left: expect.closeTo(x, 9),
            top: expect.closeTo(y, 9),
            width: expect.closeTo(w, 9),
            height: expect.closeTo(h, 9),
          });
        },
      ),
    );
  });
});

describe("eventAt (spec §4)", () => {
  const events = [{ pointTime: 5 }, { pointTime: 12 }];
  it("finds the event whose pointTime equals the time truncated to whole seconds", () => {
    expect(eventAt(events, 12)).toBe(events[1]);
    expect(eventAt(events, 12.99)).toBe(events[1]);
    expect(eventAt(events, 5.0001)).toBe(events[0]);
    expect(eventAt(events, 11.999)).toBeUndefined();
    expect(eventAt([], 5)).toBeUndefined();
  });
});

describe("quizOutcome (spec §4)", () => {
  it("is correct when the choice equals isTrue, otherwise wrong", () => {
    expect(quizOutcome(0, 0)).toBe(QUIZ_STEP.correct);
    expect(quizOutcome(1, 1)).toBe(1);
    expect(quizOutcome(0, 1)).toBe(QUIZ_STEP.wrong);
    expect(quizOutcome(1, 0)).toBe(2);
    expect(QUIZ_STEP.asking).toBe(0);
  });
});

describe("quizResultView (spec §4)", () => {
  const quiz = { answer1: "甲", answer2: "乙", isTrue: 1 as const, analysis: "解析" };
  it("shows the right answer and the analysis; the chosen answer only when wrong", () => {
    expect(quizResultView(quiz, 1)).toEqual({ step: 1, correctAnswer: "乙", chosenAnswer: null, analysis: "解析" });
    expect(quizResultView(quiz, 0)).toEqual({ step: 2, correctAnswer: "乙", chosenAnswer: "甲", analysis: "解析" });
  });
});
