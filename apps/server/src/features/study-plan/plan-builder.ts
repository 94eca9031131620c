import {
  beijingDay,
  type GeneratedPlan,
  GOAL_TOPIC_CATEGORIES,
  generateStudyPlan,
  layOutStudyPlan,
  levelOfIdentity,
  PLAN_LEVEL_LABELS,
  type PlanCatalogueCourse,
  PRODUCT_TYPES,
  STUDY_PLAN_LIMITS,
  weeksUntil,
} from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import type { StudyPlanStage } from "../../db/schema";
import { optionLabels } from "../accounts/learning-options.repo";
import { categoryNames as catalogueCategoryNames } from "../catalogue/courses.repo";
import { progressOfLectures } from "../video/lecture-lookups.repo";
import { STUDY_PLAN_MESSAGES } from "./study-plan.messages";
import * as repo from "./study-plan.repo";

const DAY = 86_400_000;

/** Beijing midnight of the day `now` falls on: week 1 of a plan starts there. */
export const planStartOf = (now: Date): Date => new Date(`${beijingDay(now)}T00:00:00+08:00`);

/** The end of a deadline day (the next Beijing midnight). */
const deadlineEnd = (deadline: string): Date => new Date(new Date(`${deadline}T00:00:00+08:00`).getTime() + DAY);

export interface PlanGoalInput {
  readonly categoryIds: number[];
  readonly topics: string[];
  readonly identity: string | null;
  readonly aim: string | null;
  readonly weeklyHours: number;
  readonly deadline: string | null;
}

/** The saved learning goal in plan terms, or the Chinese reason it cannot make a plan. */
export async function planGoalOf(db: Executor, userId: number): Promise<PlanGoalInput | string> {
  const saved = (await repo.findGoal(db, userId)) as {
    optionIds?: number[];
    weeklyHours?: number;
    deadline?: string | null;
  } | null;
  if (!saved?.optionIds) return STUDY_PLAN_MESSAGES.noGoal;
  const options = await optionLabels(db, saved.optionIds);
  const byId = new Map(options.map((o) => [o.id, o]));
  const chosen = saved.optionIds.map((id) => byId.get(id)).filter((o) => o !== undefined);
  const topics = chosen.filter((o) => o.groupKey === "topic").map((o) => o.label);
  const categoryIds = topics.map((t) => GOAL_TOPIC_CATEGORIES[t]).filter((id): id is number => id !== undefined);
  if (categoryIds.length === 0) return STUDY_PLAN_MESSAGES.noTopic;
  if (categoryIds.length > STUDY_PLAN_LIMITS.maxTopics) return STUDY_PLAN_MESSAGES.tooManyTopics;
  return {
    categoryIds,
    topics,
    identity: chosen.find((o) => o.groupKey === "identity")?.label ?? null,
    aim: chosen.find((o) => o.groupKey === "goal")?.label ?? null,
    weeklyHours: saved.weeklyHours ?? 5,
    deadline: saved.deadline ?? null,
  };
}

const categoryNames = async (db: Executor, ids: readonly number[]) =>
  new Map((await catalogueCategoryNames(db, ids)).map((r) => [r.id, r.name]));

/** Writes a laid-out plan's lectures (progress taken from what the learner already studied). */
async function writeLectures(db: Executor, userId: number, planId: number, plan: Pick<GeneratedPlan, "lectures">) {
  const progress = await progressOfLectures(
    db,
    userId,
    plan.lectures.map((l) => l.fileId),
  );
  await repo.replaceLectures(
    db,
    planId,
    plan.lectures.map((l, sort) => ({ planId, userId, ...l, sort, progress: progress.get(l.fileId) ?? 0 })),
  );
}

const stagesOf = (plan: Pick<GeneratedPlan, "stages">, names: Map<number, string>): StudyPlanStage[] =>
  plan.stages.map((s) => ({ ...s, courseIds: [...s.courseIds], title: names.get(s.categoryId) ?? `第${s.stage}阶段` }));

/** Generates and stores a plan from a goal (call inside a transaction). */
export async function createPlanFromGoal(db: Executor, userId: number, goal: PlanGoalInput, now: Date) {
  const start = planStartOf(now);
  const catalogue = await repo.planningCatalogue(db, { categoryIds: goal.categoryIds });
  const level = levelOfIdentity(goal.identity);
  const generated = generateStudyPlan(
    {
      categoryIds: goal.categoryIds,
      level,
      weeklyMinutes: goal.weeklyHours * 60,
      deadlineWeeks: goal.deadline ? Math.max(1, weeksUntil(start, deadlineEnd(goal.deadline))) : null,
    },
    catalogue,
  );
  if (!generated.ok) return generated;
  const names = await categoryNames(db, goal.categoryIds);
  const plan = generated.plan;
  const row = await repo.insertPlan(db, {
    userId,
    title: `${goal.topics.join("、")}${PLAN_LEVEL_LABELS[level]}学习方案`,
    goal: [goal.identity, goal.topics.join("、"), goal.aim, `每周${goal.weeklyHours}小时`].filter(Boolean).join(" · "),
    categoryIds: goal.categoryIds,
    weeklyMinutes: goal.weeklyHours * 60,
    startAt: start,
    deadline: goal.deadline,
    explanation: plan.explanation,
    stages: stagesOf(plan, names),
    weeks: plan.weeks,
    createdAt: now,
    updatedAt: now,
  });
  await writeLectures(db, userId, row.id, plan);
  return { ok: true as const, plan: row };
}

/**
 * Lays a plan out again over the courses given in order (userUpdate, an operator's hand-made plan): courses of one
 * topic form a stage, stages in the order their first course appears. Null when a course cannot be planned.
 */
export async function layOutCourses(db: Executor, courseIds: readonly number[], weeklyMinutes: number) {
  const catalogue = await repo.planningCatalogue(db, { courseIds: [...courseIds] });
  const byId = new Map(catalogue.map((c) => [c.courseId, c]));
  const missing = courseIds.find((id) => {
    const c = byId.get(id);
    return !c || c.productType === PRODUCT_TYPES.series || c.lectures.some((l) => l.minutes > weeklyMinutes);
  });
  if (missing !== undefined) return { ok: false as const, courseId: missing };
  const stages: { categoryId: number; courses: PlanCatalogueCourse[] }[] = [];
  for (const id of courseIds) {
    const course = byId.get(id)!;
    const stage = stages.find((s) => s.categoryId === course.categoryId);
    if (stage) stage.courses.push(course);
    else stages.push({ categoryId: course.categoryId, courses: [course] });
  }
  const plan = layOutStudyPlan(stages, weeklyMinutes);
  const names = await categoryNames(
    db,
    stages.map((s) => s.categoryId),
  );
  return { ok: true as const, plan, stages: stagesOf(plan, names), categoryIds: stages.map((s) => s.categoryId) };
}

/** Stores a re-laid plan (call inside a transaction). */
export async function applyLayOut(
  db: Executor,
  plan: repo.PlanRow,
  laid: Extract<Awaited<ReturnType<typeof layOutCourses>>, { ok: true }>,
  now: Date,
  title?: string,
) {
  await repo.updatePlan(db, plan.id, {
    stages: laid.stages,
    weeks: laid.plan.weeks,
    categoryIds: laid.categoryIds,
    updatedAt: now,
    ...(title !== undefined ? { title } : {}),
  });
  await writeLectures(db, plan.userId, plan.id, laid.plan);
}
