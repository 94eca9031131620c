import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SWIPE_MIN_PX, swipeStep } from "./carousel-swipe";

describe("a finger's move on the carousel", () => {
  it("asks for the next slide when it swipes left and the previous one when it swipes right", () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(SWIPE_MIN_PX, 0)).toBe(-1);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });

  it("is a swipe only when it is long enough and more across than down", () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: -400, max: 400 }), (dx, dy) => {
        const step = swipeStep(dx, dy);
        const swipe = Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy);
        expect(step).toBe(swipe ? (dx < 0 ? 1 : -1) : 0);
      }),
    );
  });
});
