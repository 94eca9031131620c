import { describe, expect, it } from "vitest";
import { footprintDayLabel, groupByDay } from "./footprint-days";

describe("footprint days", () => {
  // 2026-11-20 23:30 in Beijing
  const now = new Date("2026-11-20T15:30:00.000Z");
  it("heads today and yesterday by name, older days by their weekday-style date", () => {
    expect(footprintDayLabel("2026-11-20", now)).toBe("今天");
    expect(footprintDayLabel("2026-11-19", now)).toBe("昨天");
    expect(footprintDayLabel("2026-11-18", now)).toBe("2026-11-18 星期三");
    // half an hour later it is the next Beijing day
    expect(footprintDayLabel("2026-11-20", new Date("2026-11-20T16:00:00.000Z"))).toBe("昨天");
  });
  it("groups consecutive footprints of one day, keeping the order", () => {
    const items = [
      { id: 1, day: "2026-11-20" },
      { id: 2, day: "2026-11-20" },
      { id: 3, day: "2026-11-18" },
    ];
    expect(groupByDay(items)).toEqual([
      { day: "2026-11-20", items: [items[0], items[1]] },
      { day: "2026-11-18", items: [items[2]] },
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});
