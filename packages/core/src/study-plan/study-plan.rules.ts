import { PRODUCT_TYPES } from "../course/product-type";
import { weekPeriodLabel } from "../time/time.rules";

/** A plan's status (spec §7 updateStatus): 进行中, 已完成, 已放弃. */
export const STUDY_PLAN_STATUS = {
  active: { value: 1, label: "进行中" },
  completed: { value: 2, label: "已完成" },
  abandoned: { value: 3, label: "已放弃" },
} as const;

export const studyPlanStatusLabel = (value: number): string | null =>
  Object.values(STUDY_PLAN_STATUS).find((s) => s.value === value)?.label ?? null;

/** Levels a goal maps to: 入门 starts with micro-courses, 精通 skips a topic's introductory course. */
export const PLAN_LEVELS = { beginner: 1, intermediate: 2, advanced: 3 } as const;
export type PlanLevel = 1 | 2 | 3;
export const PLAN_LEVEL_LABELS: Record<PlanLevel, string> = { 1: "入门", 2: "进阶", 3: "精通" };

export const STUDY_PLAN_LIMITS = {
  minWeeklyHours: 1,
  maxWeeklyHours: 40,
  /** Minutes an exam after a stage takes out of its week. */
  examMinutes: 30,
  /** A lecture or course counts as studied from this progress (per cent). */
  doneProgress: 90,
  maxTopics: 5,
} as const;

const WEEK_MS = 7 * 86_400_000;

/** A course of the catalogue as the plan generator sees it. */
export interface PlanCatalogueCourse {
  readonly courseId: number;
  readonly categoryId: number;
  /** 1 recorded course, 2 micro-course, 15 series (never planned: they repeat the recorded courses). */
  readonly productType: number;
  readonly lectures: readonly { readonly fileId: number; readonly minutes: number }[];
}

export interface PlanGoal {
  /** Course categories of the goal's topics, in the learner's order (one stage each). */
  readonly categoryIds: readonly number[];
  readonly level: PlanLevel;
  readonly weeklyMinutes: number;
  /** Whole weeks from the plan's start to the deadline (null: no deadline). */
  readonly deadlineWeeks: number | null;
}

export interface PlannedLecture {
  readonly courseId: number;
  readonly fileId: number;
  readonly stage: number;
  readonly week: number;
  readonly minutes: number;
}
export interface PlannedStage {
  readonly stage: number;
  readonly categoryId: number;
  readonly courseIds: readonly number[];
  /** The week the stage's exam is planned in. */
  readonly examWeek: number;
}
export interface GeneratedPlan {
  readonly lectures: readonly PlannedLecture[];
  readonly stages: readonly PlannedStage[];
  readonly weeks: number;
  /** Planned minutes per week (index 0 is week 1), lectures and exams together. */
  readonly weekMinutes: readonly number[];
  /** Courses left out to meet the deadline. */
  readonly droppedCourseIds: readonly number[];
  /** Why the plan ends after the deadline or was shortened for it; null when neither. */
  readonly explanation: string | null;
}
export type PlanGeneration =
  | { readonly ok: true; readonly plan: GeneratedPlan }
  | { readonly ok: false; readonly reason: string };

/** Courses of one topic a level takes, in study order (micro-courses first, then recorded courses by id). */
export const coursesForLevel = (
  courses: readonly PlanCatalogueCourse[],
  categoryId: number,
  level: PlanLevel,
): PlanCatalogueCourse[] => {
  const ofTopic = courses.filter((c) => c.categoryId === categoryId && c.lectures.length > 0);
  const micro = ofTopic.filter((c) => c.productType === PRODUCT_TYPES.micro).sort((a, b) => a.courseId - b.courseId);
  const recorded = ofTopic
    .filter((c) => c.productType === PRODUCT_TYPES.recorded)
    .sort((a, b) => a.courseId - b.courseId);
  if (level === 1) return [...micro, ...recorded.slice(0, 1)];
  if (level === 2) return recorded.slice(0, 2);
  return recorded.length > 1 ? recorded.slice(1, 4) : recorded;
};

/**
 * Lays the stages' lectures and exams over weeks in the order given, never more than the weekly minutes in one
 * week (a single item longer than that gets a week of its own; generateStudyPlan refuses such weekly times).
 */
export const layOutStudyPlan = (
  stages: readonly { readonly categoryId: number; readonly courses: readonly PlanCatalogueCourse[] }[],
  weekly: number,
) => {
  const lectures: PlannedLecture[] = [];
  const planned: PlannedStage[] = [];
  const weekMinutes: number[] = [0];
  const place = (minutes: number): number => {
    if (weekMinutes.at(-1)! > 0 && weekMinutes.at(-1)! + minutes > weekly) weekMinutes.push(0);
    weekMinutes[weekMinutes.length - 1] = weekMinutes.at(-1)! + minutes;
    return weekMinutes.length;
  };
  stages.forEach((stage, i) => {
    for (const course of stage.courses) {
      for (const lecture of course.lectures) {
        const week = place(lecture.minutes);
        lectures.push({
          courseId: course.courseId,
          fileId: lecture.fileId,
          stage: i + 1,
          week,
          minutes: lecture.minutes,
        });
      }
    }
    const examWeek = place(STUDY_PLAN_LIMITS.examMinutes);
    planned.push({
      stage: i + 1,
      categoryId: stage.categoryId,
      courseIds: stage.courses.map((c) => c.courseId),
      examWeek,
    });
  });
  return { lectures, stages: planned, weekMinutes, weeks: weekMinutes.length };
};

/**
 * Builds a plan from a goal (spec §7 generate): one stage per topic with the level's courses, their lectures in
 * order spread over weeks within the weekly time, an exam closing each stage. With a deadline the plan drops the
 * last course of its longest stage until it fits (each stage keeps one course); if it still does not fit, it says
 * how long it needs and what weekly time would meet the deadline.
 */
export const generateStudyPlan = (goal: PlanGoal, catalogue: readonly PlanCatalogueCourse[]): PlanGeneration => {
  const longest = Math.max(0, ...catalogue.flatMap((c) => c.lectures.map((l) => l.minutes)));
  const weekly = goal.weeklyMinutes;
  if (weekly < Math.max(longest, STUDY_PLAN_LIMITS.examMinutes)) {
    return {
      ok: false,
      reason: `每周学习时间至少需要${Math.ceil(Math.max(longest, STUDY_PLAN_LIMITS.examMinutes))}分钟`,
    };
  }
  let stages = goal.categoryIds
    .map((categoryId) => ({ categoryId, courses: coursesForLevel(catalogue, categoryId, goal.level) }))
    .filter((s) => s.courses.length > 0);
  if (stages.length === 0) return { ok: false, reason: "所选主题暂无可安排的课程" };
  const dropped: number[] = [];
  let result = layOutStudyPlan(stages, weekly);
  while (goal.deadlineWeeks !== null && result.weeks > goal.deadlineWeeks) {
    const size = (s: (typeof stages)[number]) => s.courses.reduce((n, c) => n + c.lectures.length, 0);
    const candidates = stages.filter((s) => s.courses.length > 1);
    if (candidates.length === 0) break;
    const target = candidates.reduce((a, b) => (size(b) > size(a) ? b : a));
    dropped.push(target.courses.at(-1)!.courseId);
    stages = stages.map((s) => (s === target ? { ...s, courses: s.courses.slice(0, -1) } : s));
    result = layOutStudyPlan(stages, weekly);
  }
  let explanation: string | null = null;
  if (goal.deadlineWeeks !== null && result.weeks > goal.deadlineWeeks) {
    const total = result.weekMinutes.reduce((a, b) => a + b, 0);
    const needed = Math.ceil(total / Math.max(1, goal.deadlineWeeks) / 60);
    explanation = `按每周${weekly / 60}小时，完成本方案需要${result.weeks}周，晚于截止日期（剩余${goal.deadlineWeeks}周）；建议每周学习约${needed}小时，或推迟截止日期。`;
  } else if (dropped.length > 0) {
    explanation = `为在截止日期前完成，已精简${dropped.length}门课程。`;
  }
  return { ok: true, plan: { ...result, droppedCourseIds: dropped, explanation } };
};

/** Whole weeks from `start` until `deadline` (at least 0; a deadline inside the first week gives 1). */
export const weeksUntil = (start: Date, deadline: Date): number =>
  Math.max(0, Math.ceil((deadline.getTime() - start.getTime()) / WEEK_MS));

/** The first moment of plan week `week` (1-based). */
export const planWeekStart = (start: Date, week: number): Date => new Date(start.getTime() + (week - 1) * WEEK_MS);

/** spec §9 week-period label of plan week `week`, e.g. 2026年11月第3期. */
export const planWeekLabel = (start: Date, week: number): string => weekPeriodLabel(planWeekStart(start, week));

/** The plan weeks that have fully passed at `now` (0 before the first week ends). */
export const endedPlanWeeks = (start: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - start.getTime()) / WEEK_MS));

/** The plan week `now` falls in (1 at the start, and before it). */
export const currentPlanWeek = (start: Date, now: Date): number => endedPlanWeeks(start, now) + 1;

/** A week's target is missed when a lecture planned up to that week is not studied yet. */
export const weekTargetMissed = (
  lectures: readonly { readonly week: number; readonly progress: number }[],
  week: number,
): boolean => lectures.some((l) => l.week <= week && l.progress < STUDY_PLAN_LIMITS.doneProgress);

/** A plan's overall progress in per cent: the share of its lectures studied. */
export const planProgress = (lectures: readonly { readonly progress: number }[]): number =>
  lectures.length === 0
    ? 0
    : Math.round((lectures.filter((l) => l.progress >= STUDY_PLAN_LIMITS.doneProgress).length / lectures.length) * 100);

/** The learning-goal topics (GET /api/preferences/learning/options, group topic) and the course category each plans. */
export const GOAL_TOPIC_CATEGORIES: Readonly<Record<string, number>> = {
  出口退税: 101,
  增值税: 102,
  企业所得税: 103,
  个人所得税: 104,
  发票管理: 105,
  税务稽查应对: 106,
  财务报表: 108,
};

/** The level an identity starts at: newcomers from micro-courses, practitioners past the introductions. */
export const IDENTITY_LEVELS: Readonly<Record<string, PlanLevel>> = {
  在校学生: 1,
  个体工商户: 1,
  外贸业务人员: 1,
  企业会计: 2,
  财务经理: 3,
  税务师: 3,
};

/** The level of a goal's identity (进阶 when none or unknown). */
export const levelOfIdentity = (identity: string | null | undefined): PlanLevel =>
  (identity ? IDENTITY_LEVELS[identity] : undefined) ?? 2;
