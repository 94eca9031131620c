import { describe, expect, it } from "vitest";
import { clipIntervals, intervalsLength, normalizeIntervals, subtractIntervals } from "./credit-interval.rules";

const i = (from: number, to: number) => ({ from, to });

describe("credit intervals", () => {
  it("normalizes: sorted, empties dropped, overlapping and touching joined", () => {
    expect(normalizeIntervals([i(30, 40), i(5, 5), i(0, 10), i(10, 20), i(15, 18), i(50, 45)])).toEqual([
      i(0, 20),
      i(30, 40),
    ]);
  });

  it("subtracts: holes cut out, cuts beyond an interval ignored", () => {
    expect(subtractIntervals([i(0, 100)], [i(10, 20), i(30, 40), i(90, 120), i(200, 300)])).toEqual([
      i(0, 10),
      i(20, 30),
      i(40, 90),
    ]);
    expect(subtractIntervals([i(10, 20), i(50, 60)], [i(0, 15)])).toEqual([i(15, 20), i(50, 60)]);
    expect(subtractIntervals([i(10, 20)], [i(0, 30)])).toEqual([]);
  });

  it("clips to a range and measures each second once", () => {
    expect(clipIntervals([i(-5, 10), i(50, 70), i(80, 90)], 0, 60)).toEqual([i(0, 10), i(50, 60)]);
    expect(intervalsLength([i(0, 10), i(5, 15), i(20, 25)])).toBe(20);
  });
});
