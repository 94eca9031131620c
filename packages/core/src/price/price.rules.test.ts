import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPrice, isFree, shouldShowPrice } from "./price.rules";

describe("isFree / formatPrice (spec §9)", () => {
  it.each([0, "0", "0.00", "", "  ", null, undefined])("%j is free", (price) => {
    expect(isFree(price)).toBe(true);
    expect(formatPrice(price)).toBe("免费");
  });
  it("treats unreadable text as free rather than showing ¥NaN", () => {
    expect(formatPrice("abc")).toBe("免费");
  });
  it.each([
    [12.5, "¥12.50"],
    ["12.5", "¥12.50"],
    [0.01, "¥0.01"],
    ["199", "¥199.00"],
    [1999.999, "¥2000.00"],
  ])("%j reads %s", (price, text) => {
    expect(isFree(price)).toBe(false);
    expect(formatPrice(price)).toBe(text);
  });
  it("always shows ¥ and exactly two decimals for positive amounts (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        expect(formatPrice(cents / 100)).toMatch(/^¥\d+\.\d{2}$/);
      }),
    );
  });
});

describe("shouldShowPrice (spec §9)", () => {
  it("hides the price inside the learner centre", () => {
    expect(shouldShowPrice("http://localhost:3000/center/course-study")).toBe(false);
    expect(shouldShowPrice("http://localhost:3000/course/list")).toBe(true);
  });
});
