import type { StudyPlanData, StudyPlanDetailData } from "@taxlearn/api";
import { currentPlanWeek, isFree, planProgress, planWeekLabel, STUDY_PLAN_LIMITS } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import * as repo from "./study-plan.repo";

const done = (progress: number) => progress >= STUDY_PLAN_LIMITS.doneProgress;

const planData = (row: repo.PlanRow, lectures: readonly { courseId: number; progress: number }[]): StudyPlanData => ({
  id: row.id,
  title: row.title,
  status: row.status,
  goal: row.goal,
  courseIds: [...new Set(lectures.map((l) => l.courseId))],
  progress: planProgress(lectures),
  weeks: row.weeks,
  weeklyHours: Math.round(row.weeklyMinutes / 60),
  deadline: row.deadline,
  explanation: row.explanation,
  createdAt: row.createdAt.toISOString(),
});

/** Plans as lists show them (one query for all their lectures). */
export async function planSummaries(db: Executor, rows: readonly repo.PlanRow[]): Promise<StudyPlanData[]> {
  const lectures = await repo.planLectures(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    planData(
      row,
      lectures.filter((l) => l.planId === row.id),
    ),
  );
}

/** One plan with its stages, courses, weeks, next lecture and exam status. */
export async function planDetail(db: Executor, row: repo.PlanRow, now: Date): Promise<StudyPlanDetailData> {
  const [lectures, papers] = await Promise.all([repo.planLectureDetails(db, row.id), repo.papersOfPlan(db, row.id)]);
  const current = currentPlanWeek(row.startAt, now);
  const stages = row.stages.map((stage) => {
    const scored = papers.filter((p) => p.stage === stage.stage && p.score !== null).map((p) => p.score!);
    const courseIds = [...new Set(lectures.filter((l) => l.stage === stage.stage).map((l) => l.courseId))];
    return {
      stage: stage.stage,
      title: stage.title,
      categoryId: stage.categoryId,
      examWeek: stage.examWeek,
      examWeekLabel: planWeekLabel(row.startAt, stage.examWeek),
      bestScore: scored.length > 0 ? Math.max(...scored) : null,
      examsTaken: scored.length,
      courses: courseIds.map((courseId) => {
        const of = lectures.filter((l) => l.courseId === courseId && l.stage === stage.stage);
        const next = of.find((l) => !done(l.progress));
        const studied = of.filter((l) => done(l.progress)).length;
        return {
          courseId,
          title: of[0]!.courseTitle,
          image: of[0]!.image,
          free: isFree(of[0]!.price),
          lectureCount: of.length,
          studiedCount: studied,
          progress: Math.round((studied / of.length) * 100),
          nextLecture: next ? { fileId: next.fileId, title: next.title } : null,
          lectures: of.map((l) => ({
            fileId: l.fileId,
            title: l.title,
            week: l.week,
            minutes: l.minutes,
            progress: l.progress,
          })),
        };
      }),
    };
  });
  const weekList = Array.from({ length: row.weeks }, (_, i) => {
    const week = i + 1;
    const of = lectures.filter((l) => l.week === week);
    const exams = row.stages.filter((s) => s.examWeek === week).length;
    return {
      week,
      label: planWeekLabel(row.startAt, week),
      plannedMinutes: of.reduce((n, l) => n + l.minutes, 0) + exams * STUDY_PLAN_LIMITS.examMinutes,
      lectureCount: of.length,
      studiedCount: of.filter((l) => done(l.progress)).length,
      current: week === current,
    };
  });
  const next = lectures.find((l) => !done(l.progress));
  return {
    ...planData(row, lectures),
    stages,
    weekList,
    nextLecture: next
      ? { courseId: next.courseId, fileId: next.fileId, title: next.title, courseTitle: next.courseTitle }
      : null,
    breakpoint: row.breakpoint ?? null,
  };
}
