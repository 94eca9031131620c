import { describe, expect, it } from "vitest";
import { pixels } from "./use-presenter-overlay";

describe("pixels", () => {
  it("reads numbers and px lengths, and falls back for any other unit", () => {
    expect(pixels(300, 960)).toBe(300);
    expect(pixels("540px", 960)).toBe(540);
    expect(pixels(" 225px ", 960)).toBe(225);
    expect(pixels("50%", 960)).toBe(960);
    expect(pixels("auto", 540)).toBe(540);
    expect(pixels(undefined, 540)).toBe(540);
  });
});
