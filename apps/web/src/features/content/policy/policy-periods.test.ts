import { describe, expect, it } from "vitest";
import { groupByPeriod } from "./policy-periods";

describe("groupByPeriod", () => {
  it("groups consecutive articles of one period under its label, in list order", () => {
    const groups = groupByPeriod([
      { id: 1, publishedAt: "2026-11-20T00:32:30.981Z" },
      { id: 2, publishedAt: "2026-11-17T02:32:30.981Z" },
      { id: 3, publishedAt: "2026-11-05T03:32:30.981Z" },
      // 2026-10-31 20:00 UTC is 1 November in Beijing
      { id: 4, publishedAt: "2026-10-31T20:00:00.000Z" },
      { id: 5, publishedAt: "2026-10-31T10:00:00.000Z" },
    ]);
    expect(groups.map((group) => [group.label, group.items.map((item) => item.id)])).toEqual([
      ["2026年11月第3期", [1, 2]],
      ["2026年11月第1期", [3, 4]],
      ["2026年10月第5期", [5]],
    ]);
  });

  it("has no groups for no articles", () => {
    expect(groupByPeriod([])).toEqual([]);
  });
});
