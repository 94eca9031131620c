import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  beijingDay,
  formatStartTime,
  learnerCountLabel,
  relativeTime,
  toInstant,
  updatedLabel,
  weekdayDate,
  weekPeriodLabel,
} from "./time.rules";

const NOW = new Date("2026-11-22T04:00:00Z"); // 2026-11-22 12:00 Beijing, a Sunday
const before = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("toInstant", () => {
  it("reads zone-less text as Beijing wall time", () => {
    expect(toInstant("2026-11-18 10:00:00")?.toISOString()).toBe("2026-11-18T02:00:00.000Z");
    expect(toInstant("2026/11/18 10:00")?.toISOString()).toBe("2026-11-18T02:00:00.000Z");
    expect(toInstant("2026-11-18T10:00:00.5")?.toISOString()).toBe("2026-11-18T02:00:00.500Z");
    expect(toInstant("2026-11-18")?.toISOString()).toBe("2026-11-17T16:00:00.000Z");
  });
  it("honours an explicit zone, epoch numbers and Dates", () => {
    expect(toInstant("2026-11-18T10:00:00Z")?.toISOString()).toBe("2026-11-18T10:00:00.000Z");
    expect(toInstant(" 1700000000000 ")?.getTime()).toBe(1_700_000_000_000);
    expect(toInstant(1_700_000_000_000)?.getTime()).toBe(1_700_000_000_000);
    expect(toInstant(NOW)).toBe(NOW);
  });
  it("gives null for absent or unreadable input", () => {
    for (const input of [null, undefined, "", "昨天", Number.NaN, Number.POSITIVE_INFINITY, new Date("x")]) {
      expect(toInstant(input)).toBeNull();
    }
  });
});

describe("relativeTime (spec §9)", () => {
  it.each([
    [0, "0秒前"],
    [59 * S, "59秒前"],
    [60 * S, "1分钟前"],
    [59 * M + 59 * S, "59分钟前"],
    [H, "1小时前"],
    [23 * H + 59 * M, "23小时前"],
    [D, "1天前"],
    [2 * D + 5 * H, "2天前"],
    [3 * D, "3天前"],
    [3 * D + S, "2026-11-19 星期四"],
    [10 * D, "2026-11-12 星期四"],
  ])("%i ms ago reads %s", (ago, text) => {
    expect(relativeTime(before(ago), NOW)).toBe(text);
  });
  it("reads a future time as 0秒前 and unreadable input as empty", () => {
    expect(relativeTime(new Date(NOW.getTime() + 5 * M), NOW)).toBe("0秒前");
    expect(relativeTime("不是时间", NOW)).toBe("");
    expect(relativeTime(NOW, "x")).toBe("");
  });
  it("accepts API text for both arguments", () => {
    expect(relativeTime("2026-11-22 11:30:00", "2026-11-22 12:00:00")).toBe("30分钟前");
  });
  it("always ends with one of the five forms (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * D }), (ago) => {
        expect(relativeTime(before(ago), NOW)).toMatch(
          /^(\d+(秒前|分钟前|小时前|天前)|\d{4}-\d{2}-\d{2} 星期[日一二三四五六])$/,
        );
      }),
    );
  });
});

describe("Beijing time whatever the machine zone (spec §9)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  // 2026-11-17 16:30 UTC is already 2026-11-18 00:30 in Beijing: the date must be the 18th.
  const nearMidnight = new Date("2026-11-17T16:30:00Z");
  it.each(["UTC", "America/Los_Angeles", "Asia/Shanghai", "Pacific/Kiritimati"])("in %s", (zone) => {
    vi.stubEnv("TZ", zone);
    expect(weekdayDate(nearMidnight)).toBe("2026-11-18 星期三");
    expect(formatStartTime(nearMidnight)).toBe("2026-11-18 00:30");
    expect(weekPeriodLabel(nearMidnight)).toBe("2026年11月第3期");
    expect(formatStartTime("2026-11-18 23:59:59")).toBe("2026-11-18 23:59");
  });
  it("really runs under a machine zone other than Beijing's", () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    expect(nearMidnight.getHours()).toBe(8); // local wall clock, 16:30 UTC − 8 h
    expect(formatStartTime(nearMidnight)).toBe("2026-11-18 00:30");
  });
  it("one minute before Beijing midnight is still the previous day", () => {
    expect(weekdayDate(new Date("2026-11-17T15:59:00Z"))).toBe("2026-11-17 星期二");
  });
});

describe("formatStartTime (spec §9, §8)", () => {
  it("drops seconds and reads 暂无相关信息 when absent", () => {
    expect(formatStartTime("2026-11-25 19:30:45")).toBe("2026-11-25 19:30");
    expect(formatStartTime(null)).toBe("暂无相关信息");
    expect(formatStartTime(undefined)).toBe("暂无相关信息");
    expect(formatStartTime("")).toBe("暂无相关信息");
  });
});

describe("weekPeriodLabel (spec §9)", () => {
  it.each([
    ["2026-11-01 00:00:00", "2026年11月第1期"],
    ["2026-11-07 23:59:59", "2026年11月第1期"],
    ["2026-11-08 00:00:00", "2026年11月第2期"],
    ["2026-11-22 12:00:00", "2026年11月第4期"],
    ["2026-12-31 08:00:00", "2026年12月第5期"],
  ])("%s → %s", (date, label) => {
    expect(weekPeriodLabel(date)).toBe(label);
  });
  it("is empty for unreadable input", () => {
    expect(weekPeriodLabel(null)).toBe("");
  });
});

describe("learnerCountLabel and updatedLabel (spec §9)", () => {
  it("reads N人已学习, default 0", () => {
    expect(learnerCountLabel(128)).toBe("128人已学习");
    expect(learnerCountLabel("12")).toBe("12人已学习");
    expect(learnerCountLabel()).toBe("0人已学习");
    expect(learnerCountLabel(null)).toBe("0人已学习");
    expect(learnerCountLabel("many")).toBe("0人已学习");
  });
  it("reads 更新于 plus the weekday-style date", () => {
    expect(updatedLabel("2026-11-18 10:00:00")).toBe("更新于2026-11-18 星期三");
    expect(updatedLabel(null)).toBe("");
  });
});

describe("beijingDay", () => {
  it("is the Beijing calendar day, which starts at 16:00 UTC", () => {
    expect(beijingDay("2026-11-20T15:59:59.000Z")).toBe("2026-11-20");
    expect(beijingDay("2026-11-20T16:00:00.000Z")).toBe("2026-11-21");
    expect(beijingDay(null)).toBe("");
    expect(beijingDay("not a date")).toBe("");
  });
  it("agrees with the weekday-style date for every moment", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }), (d) => {
        expect(weekdayDate(d).startsWith(beijingDay(d))).toBe(true);
      }),
    );
  });
});

describe("Beijing wall time without a time-zone library", () => {
  // The platform's own zone database (Asia/Shanghai, fixed UTC+8 since 1992) is the reference.
  const shanghai = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Shanghai",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    weekday: "short",
    hourCycle: "h23",
  });
  const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
  const CHINESE_WEEKDAYS = ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"];

  it("matches the zone database for the start time, the calendar day and the weekday of any moment", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1992-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }), (d) => {
        const parts = Object.fromEntries(shanghai.formatToParts(d).map((part) => [part.type, part.value]));
        const day = `${parts.year}-${parts.month}-${parts.day}`;
        expect(formatStartTime(d)).toBe(`${day} ${parts.hour}:${parts.minute}`);
        expect(beijingDay(d)).toBe(day);
        expect(weekdayDate(d)).toBe(`${day} ${CHINESE_WEEKDAYS[WEEKDAY_INDEX[parts.weekday as string] as number]}`);
      }),
    );
  });

  it("pads years before 1000 to four digits", () => {
    expect(beijingDay(Date.UTC(999, 0, 1, 0, 0))).toBe("0999-01-01");
  });
});
