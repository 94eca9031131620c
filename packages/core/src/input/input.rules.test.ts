import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canSelectMore, clampPercentage } from "./input.rules";

describe("canSelectMore (spec §5)", () => {
  it("treats 0 as unlimited", () => {
    expect(canSelectMore(1000, 0)).toBe(true);
  });
  it("stops at the limit", () => {
    expect(canSelectMore(2, 3)).toBe(true);
    expect(canSelectMore(3, 3)).toBe(false);
    expect(canSelectMore(4, 3)).toBe(false);
  });
});

describe("clampPercentage (spec §5)", () => {
  it("keeps 0–100", () => {
    expect(clampPercentage(-1)).toBe(0);
    expect(clampPercentage(0)).toBe(0);
    expect(clampPercentage(55.5)).toBe(55.5);
    expect(clampPercentage(100)).toBe(100);
    expect(clampPercentage(101)).toBe(100);
    expect(clampPercentage(Number.NaN)).toBe(0);
    expect(clampPercentage(Number.POSITIVE_INFINITY)).toBe(100);
  });
  it("always lands in range and is the identity inside it (property)", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (p) => {
        const clamped = clampPercentage(p);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(100);
        if (p >= 0 && p <= 100) expect(clamped === p).toBe(true); // === : -0 and 0 are the same percentage
      }),
    );
  });
});
