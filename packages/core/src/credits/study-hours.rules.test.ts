import { describe, expect, it } from "vitest";
import {
  checkRequirement,
  courseCompletion,
  DEFAULT_CREDIT_REQUIREMENT,
  formatStudyHours,
  hoursByCategory,
  isCourseCategory,
  lectureWatched,
  parseMinutesPerHour,
  studyHours,
  studyHoursOfMinutes,
  studyHourTenths,
  watchedPercent,
} from "./study-hours.rules";

describe("study hours (学时)", () => {
  it("makes 45 minutes one 学时 by default, rounding down to 0.1", () => {
    expect(studyHours(2700)).toBe(1);
    expect(studyHours(2699.999)).toBe(0.9);
    expect(studyHours(270)).toBe(0.1);
    expect(studyHours(269.999)).toBe(0);
    expect(studyHoursOfMinutes(45)).toBe(1);
    expect(studyHoursOfMinutes(44)).toBe(0.9);
    expect(studyHoursOfMinutes(90)).toBe(2);
    expect(studyHourTenths(-60)).toBe(0);
  });

  it("takes another number of minutes per 学时 as configured", () => {
    expect(studyHoursOfMinutes(45, 50)).toBe(0.9);
    expect(studyHoursOfMinutes(50, 50)).toBe(1);
    expect(studyHoursOfMinutes(60, 60)).toBe(1);
  });

  it("reads CREDIT_MINUTES_PER_HOUR: a whole number from 1 to 600, 45 when unset", () => {
    expect(parseMinutesPerHour(undefined)).toBe(45);
    expect(parseMinutesPerHour(" ")).toBe(45);
    expect(parseMinutesPerHour("50")).toBe(50);
    expect(parseMinutesPerHour("600")).toBe(600);
    expect(["0", "601", "45.5", "-45", "四十五"].map(parseMinutesPerHour)).toEqual([null, null, null, null, null]);
  });

  it("writes hours with one decimal", () => {
    expect(formatStudyHours(12.5)).toBe("12.5学时");
    expect(formatStudyHours(3)).toBe("3.0学时");
  });

  it("knows the two categories", () => {
    expect(isCourseCategory("专业科目")).toBe(true);
    expect(isCourseCategory("公需科目")).toBe(true);
    expect(isCourseCategory("选修")).toBe(false);
  });
});

describe("hoursByCategory", () => {
  it("adds a category's seconds before rounding, then adds stated hours", () => {
    // three lectures of 15 min each: 0.3 + 0.3 + 0.3 if rounded one by one, 1.0 together
    const lectures = [900, 900, 900].map((seconds) => ({ category: "专业科目" as const, seconds, hours: 0 }));
    expect(hoursByCategory([...lectures, { category: "公需科目", seconds: 0, hours: 2.5 }])).toEqual({
      专业科目: 1,
      公需科目: 2.5,
    });
  });

  it("lets a correction take hours away, never below 0", () => {
    const rows = [
      { category: "公需科目" as const, seconds: 5400, hours: 0 },
      { category: "公需科目" as const, seconds: 0, hours: -0.5 },
      { category: "专业科目" as const, seconds: 0, hours: -1 },
    ];
    expect(hoursByCategory(rows, 45)).toEqual({ 专业科目: 0, 公需科目: 1.5 });
  });
});

describe("checkRequirement", () => {
  it("is met when every category reaches its minimum and the total its own", () => {
    const check = checkRequirement({ 专业科目: 60, 公需科目: 30 });
    expect(check.met).toBe(true);
    expect(check.missing).toBe(0);
    expect(check.categories.map((c) => c.met)).toEqual([true, true]);
  });

  it("says what is missing, per category and in total", () => {
    const check = checkRequirement({ 专业科目: 70.5, 公需科目: 12.3 });
    expect(check).toEqual({
      met: false,
      hours: 82.8,
      required: 90,
      missing: 7.2,
      categories: [
        { category: "专业科目", hours: 70.5, required: 60, missing: 0, met: true },
        { category: "公需科目", hours: 12.3, required: 30, missing: 17.7, met: false },
      ],
    });
  });

  it("counts excess hours towards the total but not towards another category's minimum", () => {
    const own = { total: 40, byCategory: { 专业科目: 20, 公需科目: 10 } };
    expect(checkRequirement({ 专业科目: 35, 公需科目: 5 }, own).met).toBe(false);
    expect(checkRequirement({ 专业科目: 30, 公需科目: 10 }, own).met).toBe(true);
    expect(checkRequirement({ 专业科目: 29.9, 公需科目: 10 }, own).missing).toBe(0.1);
    expect(DEFAULT_CREDIT_REQUIREMENT.total).toBe(90);
  });
});

describe("course completion", () => {
  const lecture = (lengthSeconds: number, watched: number) => ({
    lengthSeconds,
    credited: watched > 0 ? [{ from: 0, to: watched }] : [],
  });

  it("counts a lecture watched from 90 %", () => {
    expect(lectureWatched(lecture(600, 540))).toBe(true);
    expect(lectureWatched(lecture(600, 539.999))).toBe(false);
    expect(watchedPercent(lecture(600, 539.999))).toBe(89);
    expect(watchedPercent({ lengthSeconds: 600, credited: [{ from: 500, to: 700 }] })).toBe(16);
    expect(watchedPercent(lecture(0, 0))).toBe(100);
  });

  it("completes a course when every lecture is watched and its exam, if any, passed", () => {
    const watched = [lecture(600, 600), lecture(300, 280)];
    expect(courseCompletion({ lectures: watched, exam: null })).toEqual({
      complete: true,
      lecturesWatched: 2,
      lecturesTotal: 2,
      examPassed: null,
    });
    expect(courseCompletion({ lectures: watched, exam: { passed: true } }).complete).toBe(true);
    expect(courseCompletion({ lectures: watched, exam: { passed: false } }).complete).toBe(false);
    expect(courseCompletion({ lectures: [...watched, lecture(600, 100)], exam: null })).toMatchObject({
      complete: false,
      lecturesWatched: 2,
      lecturesTotal: 3,
    });
    expect(courseCompletion({ lectures: [], exam: null }).complete).toBe(false);
  });
});
