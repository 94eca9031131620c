import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONSTANTS } from "../constants";
import { parseHotWords, searchTarget, searchTotalText } from "./search.rules";

describe("parseHotWords (spec §5)", () => {
  it("drops empty entries and keeps at most 6", () => {
    expect(parseHotWords("增值税,,个税, ,出口退税")).toEqual(["增值税", "个税", "出口退税"]);
    expect(parseHotWords("1,2,3,4,5,6,7,8")).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(parseHotWords("")).toEqual([]);
    expect(parseHotWords(undefined)).toEqual([]);
  });
  it("never returns more than 6 or an empty word (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), (words) => {
        const parsed = parseHotWords(words.join(","));
        expect(parsed.length).toBeLessThanOrEqual(6);
        for (const word of parsed) expect(word.trim()).not.toBe("");
      }),
    );
  });
});

describe("searchTarget (spec §2, §5)", () => {
  it("goes to the course list for empty or blank text", () => {
    expect(searchTarget("")).toBe("/course/list");
    expect(searchTarget("   ")).toBe("/course/list");
    expect(searchTarget(null)).toBe("/course/list");
  });
  it("goes to /search/{trimmed, encoded text}", () => {
    expect(searchTarget(" 增值税 ")).toBe(`/search/${encodeURIComponent("增值税")}`);
    expect(searchTarget("a/b?c")).toBe("/search/a%2Fb%3Fc");
  });
});

describe("searchTotalText", () => {
  it("shows a total the server stopped counting at as 500+, and any total below it as it is", () => {
    expect(searchTotalText(0)).toBe("0");
    expect(searchTotalText(499)).toBe("499");
    expect(searchTotalText(500)).toBe("500+");
    // a sum with a capped total in it
    expect(searchTotalText(523, true)).toBe("523+");
    expect(searchTotalText(523, false)).toBe("523");
  });
  it("adds + exactly from the result window on", () => {
    fc.assert(
      fc.property(fc.nat(5000), (n) => {
        expect(searchTotalText(n).endsWith("+")).toBe(n >= CONSTANTS.searchResultWindow);
      }),
    );
  });
});
