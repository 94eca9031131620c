import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  coursesForLevel,
  currentPlanWeek,
  endedPlanWeeks,
  type GeneratedPlan,
  generateStudyPlan,
  layOutStudyPlan,
  levelOfIdentity,
  type PlanCatalogueCourse,
  type PlanLevel,
  planProgress,
  planWeekLabel,
  STUDY_PLAN_LIMITS,
  studyPlanStatusLabel,
  weeksUntil,
  weekTargetMissed,
} from "./study-plan.rules";

const DAY = 86_400_000;
const course = (courseId: number, categoryId: number, productType: number, minutes: number[]): PlanCatalogueCourse => ({
  courseId,
  categoryId,
  productType,
  lectures: minutes.map((m, i) => ({ fileId: courseId * 100 + i + 1, minutes: m })),
});

const catalogueArb = fc
  .array(
    fc.record({
      categoryId: fc.integer({ min: 101, max: 106 }),
      productType: fc.constantFrom(1, 2, 15),
      minutes: fc.array(fc.integer({ min: 3, max: 45 }), { minLength: 0, maxLength: 12 }),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((rows) => rows.map((r, i) => course(1001 + i, r.categoryId, r.productType, r.minutes)));

const goalArb = fc.record({
  categoryIds: fc.uniqueArray(fc.integer({ min: 101, max: 107 }), { minLength: 1, maxLength: 4 }),
  level: fc.constantFrom<PlanLevel>(1, 2, 3),
  weeklyMinutes: fc.integer({ min: 1, max: 40 }).map((h) => h * 60),
  deadlineWeeks: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
});

const expectOk = (result: ReturnType<typeof generateStudyPlan>): GeneratedPlan => {
  if (!result.ok) throw new Error(result.reason);
  return result.plan;
};

describe("generateStudyPlan (spec §7 generate)", () => {
  it("never plans more minutes in a week than the weekly time (lectures and exams together)", () => {
    fc.assert(
      fc.property(goalArb, catalogueArb, (goal, catalogue) => {
        const result = generateStudyPlan(goal, catalogue);
        if (!result.ok) return;
        const perWeek = new Map<number, number>();
        for (const l of result.plan.lectures) perWeek.set(l.week, (perWeek.get(l.week) ?? 0) + l.minutes);
        for (const s of result.plan.stages)
          perWeek.set(s.examWeek, (perWeek.get(s.examWeek) ?? 0) + STUDY_PLAN_LIMITS.examMinutes);
        for (const [week, minutes] of perWeek) {
          expect(minutes).toBeLessThanOrEqual(goal.weeklyMinutes);
          expect(result.plan.weekMinutes[week - 1]).toBe(minutes);
        }
        expect(result.plan.weekMinutes.every((m) => m <= goal.weeklyMinutes)).toBe(true);
      }),
    );
  });

  it("plans only courses of the goal's topics, never series, each lecture once and in order", () => {
    fc.assert(
      fc.property(goalArb, catalogueArb, (goal, catalogue) => {
        const result = generateStudyPlan(goal, catalogue);
        if (!result.ok) return;
        const byId = new Map(catalogue.map((c) => [c.courseId, c]));
        const files = result.plan.lectures.map((l) => l.fileId);
        expect(new Set(files).size).toBe(files.length);
        for (const l of result.plan.lectures) {
          const c = byId.get(l.courseId)!;
          expect(goal.categoryIds).toContain(c.categoryId);
          expect(c.productType).not.toBe(15);
          expect(result.plan.stages[l.stage - 1]!.categoryId).toBe(c.categoryId);
        }
        const weeks = result.plan.lectures.map((l) => l.week);
        expect(weeks).toEqual([...weeks].sort((a, b) => a - b));
        // every stage's exam comes after its lectures
        for (const s of result.plan.stages) {
          const last = Math.max(0, ...result.plan.lectures.filter((l) => l.stage === s.stage).map((l) => l.week));
          expect(s.examWeek).toBeGreaterThanOrEqual(last);
        }
      }),
    );
  });

  it("meets the deadline, or says why not and what weekly time would", () => {
    fc.assert(
      fc.property(goalArb, catalogueArb, (goal, catalogue) => {
        const result = generateStudyPlan(goal, catalogue);
        if (!result.ok || goal.deadlineWeeks === null) return;
        if (result.plan.weeks > goal.deadlineWeeks) {
          expect(result.plan.explanation).toMatch(/晚于截止日期.*建议每周学习约\d+小时/);
          // it only gives up once every stage is down to one course
          for (const s of result.plan.stages) expect(s.courseIds).toHaveLength(1);
        } else if (result.plan.droppedCourseIds.length > 0) {
          expect(result.plan.explanation).toBe(
            `为在截止日期前完成，已精简${result.plan.droppedCourseIds.length}门课程。`,
          );
        } else {
          expect(result.plan.explanation).toBeNull();
        }
      }),
    );
  });

  it("refuses a weekly time shorter than its longest lecture or an exam, and topics without courses", () => {
    const catalogue = [course(1, 101, 1, [50, 20])];
    expect(
      generateStudyPlan({ categoryIds: [101], level: 2, weeklyMinutes: 45, deadlineWeeks: null }, catalogue),
    ).toEqual({
      ok: false,
      reason: "每周学习时间至少需要50分钟",
    });
    expect(
      generateStudyPlan({ categoryIds: [109], level: 2, weeklyMinutes: 60, deadlineWeeks: null }, catalogue),
    ).toEqual({
      ok: false,
      reason: "所选主题暂无可安排的课程",
    });
  });

  it("lays a small plan out by hand-checked weeks", () => {
    const catalogue = [course(1, 101, 1, [40, 40]), course(2, 101, 1, [40]), course(3, 102, 1, [30])];
    const plan = expectOk(
      generateStudyPlan({ categoryIds: [101, 102], level: 2, weeklyMinutes: 60, deadlineWeeks: null }, catalogue),
    );
    expect(plan.lectures.map((l) => [l.fileId, l.week])).toEqual([
      [101, 1],
      [102, 2],
      [201, 3],
      [301, 4],
    ]);
    expect(plan.stages).toEqual([
      { stage: 1, categoryId: 101, courseIds: [1, 2], examWeek: 4 },
      { stage: 2, categoryId: 102, courseIds: [3], examWeek: 5 },
    ]);
    expect(plan.weekMinutes).toEqual([40, 40, 40, 60, 30]);
    const short = expectOk(
      generateStudyPlan({ categoryIds: [101, 102], level: 2, weeklyMinutes: 60, deadlineWeeks: 4 }, catalogue),
    );
    expect(short.droppedCourseIds).toEqual([2]);
    expect(short.weeks).toBe(4);
  });
});

describe("generateStudyPlan under a deadline", () => {
  it("drops the last course of the stage with the most lectures first, one course at a time", () => {
    const catalogue = [
      course(1, 101, 1, [30, 30]),
      course(2, 101, 1, [30, 30, 30]),
      course(3, 102, 1, [30]),
      course(4, 102, 1, [30]),
    ];
    const full = expectOk(
      generateStudyPlan({ categoryIds: [101, 102], level: 2, weeklyMinutes: 60, deadlineWeeks: null }, catalogue),
    );
    expect(full.droppedCourseIds).toEqual([]);
    const tight = expectOk(
      generateStudyPlan(
        { categoryIds: [101, 102], level: 2, weeklyMinutes: 60, deadlineWeeks: full.weeks - 2 },
        catalogue,
      ),
    );
    // the first stage holds five lectures against the second's two: its last course goes first
    expect(tight.droppedCourseIds[0]).toBe(2);
    expect(tight.weeks).toBeLessThan(full.weeks);
  });

  it("keeps one course per stage and, when even that is too long, says the weeks it needs and the hours that fit", () => {
    // each stage keeps one course: 101 → [60, 60] and 102 → [60], an exam (30) after each, 60 minutes a week
    const catalogue = [course(1, 101, 1, [60, 60]), course(2, 101, 1, [60]), course(3, 102, 1, [60])];
    const plan = expectOk(
      generateStudyPlan({ categoryIds: [101, 102], level: 2, weeklyMinutes: 60, deadlineWeeks: 2 }, catalogue),
    );
    expect(plan.droppedCourseIds).toEqual([2]);
    expect(plan.weekMinutes).toEqual([60, 60, 30, 60, 30]);
    // 240 minutes over 2 weeks → 2 hours a week
    expect(plan.explanation).toBe(
      "按每周1小时，完成本方案需要5周，晚于截止日期（剩余2周）；建议每周学习约2小时，或推迟截止日期。",
    );
  });
});

describe("coursesForLevel", () => {
  const catalogue = [
    course(5, 101, 1, [20]),
    course(1, 101, 1, [20]),
    course(2, 101, 2, [5]),
    course(3, 101, 1, [20]),
    course(4, 101, 1, [20]),
    course(6, 101, 15, [20]),
    course(7, 101, 1, []),
    course(8, 101, 2, [5]),
  ];
  const ids = (level: PlanLevel) => coursesForLevel(catalogue, 101, level).map((c) => c.courseId);
  it("starts beginners with micro-courses and the first course, skips introductions for advanced learners", () => {
    expect(ids(1)).toEqual([2, 8, 1]);
    expect(ids(2)).toEqual([1, 3]);
    expect(ids(3)).toEqual([3, 4, 5]);
    expect(coursesForLevel([course(1, 101, 1, [20])], 101, 3).map((c) => c.courseId)).toEqual([1]);
  });
});

describe("plan weeks", () => {
  const start = new Date("2026-11-02T00:00:00+08:00");
  it("label weeks the spec §9 way", () => {
    expect(planWeekLabel(start, 1)).toBe("2026年11月第1期");
    expect(planWeekLabel(start, 3)).toBe("2026年11月第3期");
    expect(planWeekLabel(start, 5)).toBe("2026年11月第5期");
  });
  it("count weeks to a deadline, ended weeks and the current week", () => {
    expect(weeksUntil(start, new Date(start.getTime() + 15 * DAY))).toBe(3);
    expect(weeksUntil(start, new Date(start.getTime() - DAY))).toBe(0);
    expect(endedPlanWeeks(start, new Date(start.getTime() + 6 * DAY))).toBe(0);
    expect(endedPlanWeeks(start, new Date(start.getTime() + 14 * DAY))).toBe(2);
    expect(endedPlanWeeks(start, new Date(start.getTime() - DAY))).toBe(0);
    expect(currentPlanWeek(start, new Date(start.getTime() + 8 * DAY))).toBe(2);
  });
  it("miss a week's target while a lecture planned up to it is unstudied", () => {
    const lectures = [
      { week: 1, progress: 100 },
      { week: 2, progress: 50 },
      { week: 3, progress: 0 },
    ];
    expect(weekTargetMissed(lectures, 1)).toBe(false);
    expect(weekTargetMissed(lectures, 2)).toBe(true);
    expect(planProgress(lectures)).toBe(33);
    expect(planProgress([])).toBe(0);
  });
  it("name statuses and levels", () => {
    expect(studyPlanStatusLabel(1)).toBe("进行中");
    expect(studyPlanStatusLabel(3)).toBe("已放弃");
    expect(studyPlanStatusLabel(9)).toBeNull();
    expect(levelOfIdentity("税务师")).toBe(3);
    expect(levelOfIdentity("在校学生")).toBe(1);
    expect(levelOfIdentity(null)).toBe(2);
    expect(levelOfIdentity("其他")).toBe(2);
  });
});

describe("layOutStudyPlan", () => {
  it("gives an item longer than the weekly time a week of its own", () => {
    const laid = layOutStudyPlan([{ categoryId: 101, courses: [course(1, 101, 1, [20, 50, 10])] }], 30);
    expect(laid.weekMinutes).toEqual([20, 50, 10, 30]);
  });
});
