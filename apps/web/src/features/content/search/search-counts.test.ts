import { describe, expect, it } from "vitest";
import { searchCounts, searchCountText, searchKeyword } from "./search-counts";

const total = (n: number) => ({ status: 200 as const, success: true as const, msg: "", data: { total: n } });

describe("searchCounts", () => {
  it("counts each kind and sums them for 全部", () => {
    const counts = searchCounts([total(11), total(11), total(13), total(4)]);
    expect(counts.success && counts.data).toEqual({ course: 11, policy: 11, case: 13, lecture: 4, all: 39 });
  });

  it("answers a failure of any kind", () => {
    const failure = { status: 400, success: false as const, msg: "参数格式不正确：keyword", data: null };
    expect(searchCounts([total(1), failure, total(2), total(0)])).toBe(failure);
    expect(searchCounts([total(1), total(2), total(0), failure])).toBe(failure);
  });
});

describe("searchCountText", () => {
  it("shows a kind the server stopped counting at as 500+, and 全部 with + when any kind was capped", () => {
    const capped = searchCounts([total(500), total(20), total(3), total(0)]);
    if (!capped.success) throw new Error("expected counts");
    expect(searchCountText(capped.data, "course")).toBe("500+");
    expect(searchCountText(capped.data, "policy")).toBe("20");
    expect(searchCountText(capped.data, "all")).toBe("523+");
    const exact = searchCounts([total(499), total(20), total(3), total(0)]);
    if (!exact.success) throw new Error("expected counts");
    expect(searchCountText(exact.data, "all")).toBe("522");
  });
});

describe("searchKeyword", () => {
  it("trims the keys and keeps at most 100 characters", () => {
    expect(searchKeyword("  出口退税 ")).toBe("出口退税");
    expect(searchKeyword(undefined)).toBe("");
    expect(searchKeyword("税".repeat(120))).toHaveLength(100);
  });
});
