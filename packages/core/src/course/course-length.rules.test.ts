import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { courseLength } from "./course-length.rules";

describe("courseLength", () => {
  it("counts every lecture and sums their playing time to the nearest minute", () => {
    expect(courseLength([40, 30, 36, 30])).toEqual({ lessonCount: 4, minutes: 2 });
    expect(courseLength([1_200, 1_530, 1_290])).toEqual({ lessonCount: 3, minutes: 67 });
  });
  it("rounds half a minute up and anything shorter to one minute, never to 0", () => {
    expect(courseLength([89])).toEqual({ lessonCount: 1, minutes: 1 });
    expect(courseLength([90])).toEqual({ lessonCount: 1, minutes: 2 });
    expect(courseLength([29])).toEqual({ lessonCount: 1, minutes: 1 });
    expect(courseLength([0.4])).toEqual({ lessonCount: 1, minutes: 1 });
  });
  it("is 0 minutes for a course without lectures, or whose videos are not transcoded yet (0 s)", () => {
    expect(courseLength([])).toEqual({ lessonCount: 0, minutes: 0 });
    expect(courseLength([0, 0])).toEqual({ lessonCount: 2, minutes: 0 });
  });
  it("ignores a length that is not a positive number", () => {
    expect(courseLength([Number.NaN, -30, 120])).toEqual({ lessonCount: 3, minutes: 2 });
  });
  it("stays within half a minute of the total, whatever the lectures", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 * 3600 }), { minLength: 1, maxLength: 60 }), (seconds) => {
        const total = seconds.reduce((a, b) => a + b, 0);
        const { lessonCount, minutes } = courseLength(seconds);
        expect(lessonCount).toBe(seconds.length);
        expect(minutes).toBeGreaterThanOrEqual(1);
        if (total >= 90) expect(Math.abs(minutes * 60 - total)).toBeLessThanOrEqual(30);
      }),
    );
  });
  it("does not depend on the order of the lectures", () => {
    fc.assert(
      fc.property(
        // quarter seconds add up exactly in floating point, so the order cannot change a rounding
        fc.array(
          fc.integer({ min: 0, max: 28_800 }).map((q) => q / 4),
          { maxLength: 30 },
        ),
        (seconds) => {
          expect(courseLength([...seconds].reverse())).toEqual(courseLength(seconds));
        },
      ),
    );
  });
});
