import { Schema } from "effect";

// spec §7 "Study plan and exams": the response shapes are not in the spec; these are ours.

/** A plan as lists show it. */
export const StudyPlanData = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  /** STUDY_PLAN_STATUS: 1 进行中, 2 已完成, 3 已放弃. */
  status: Schema.Int,
  /** The goal in words (topics, level, weekly hours). */
  goal: Schema.String,
  courseIds: Schema.Array(Schema.Int),
  /** Share of the plan's lectures studied, 0–100. */
  progress: Schema.Number,
  weeks: Schema.Int,
  weeklyHours: Schema.Int,
  /** `yyyy-MM-dd` (Beijing) or null. */
  deadline: Schema.NullOr(Schema.String),
  /** Why the plan ends after the deadline or was shortened for it. */
  explanation: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
});
export type StudyPlanData = typeof StudyPlanData.Type;

export const PlanLectureData = Schema.Struct({
  fileId: Schema.Int,
  title: Schema.String,
  week: Schema.Int,
  minutes: Schema.Int,
  progress: Schema.Int,
});
export const PlanCourseData = Schema.Struct({
  courseId: Schema.Int,
  title: Schema.String,
  image: Schema.String,
  free: Schema.Boolean,
  lectureCount: Schema.Int,
  studiedCount: Schema.Int,
  /** 0–100. */
  progress: Schema.Int,
  /** The first lecture not studied yet (null once the course is done). */
  nextLecture: Schema.NullOr(Schema.Struct({ fileId: Schema.Int, title: Schema.String })),
  lectures: Schema.Array(PlanLectureData),
});
export const PlanStageData = Schema.Struct({
  stage: Schema.Int,
  title: Schema.String,
  categoryId: Schema.Int,
  examWeek: Schema.Int,
  examWeekLabel: Schema.String,
  /** Best submitted score of the stage's exams, null before any. */
  bestScore: Schema.NullOr(Schema.Int),
  examsTaken: Schema.Int,
  courses: Schema.Array(PlanCourseData),
});
export const PlanWeekData = Schema.Struct({
  week: Schema.Int,
  /** spec §9 week-period label, e.g. 2026年11月第3期. */
  label: Schema.String,
  plannedMinutes: Schema.Int,
  lectureCount: Schema.Int,
  studiedCount: Schema.Int,
  current: Schema.Boolean,
});
/** One plan with its stages, weeks and where to go on. */
export const StudyPlanDetailData = Schema.Struct({
  ...StudyPlanData.fields,
  stages: Schema.Array(PlanStageData),
  weekList: Schema.Array(PlanWeekData),
  /** The first unstudied lecture of the plan (null when all are studied). */
  nextLecture: Schema.NullOr(
    Schema.Struct({ courseId: Schema.Int, fileId: Schema.Int, title: Schema.String, courseTitle: Schema.String }),
  ),
  /** Where the learner stopped inside the plan (updateBreakpoint). */
  breakpoint: Schema.NullOr(
    Schema.Struct({ courseId: Schema.Int, fileId: Schema.NullOr(Schema.Int), position: Schema.Int }),
  ),
});
export type StudyPlanDetailData = typeof StudyPlanDetailData.Type;

export const ExamQuestionData = Schema.Struct({
  id: Schema.Int,
  /** QUESTION_KINDS: 1 单选, 2 多选, 3 判断. */
  kind: Schema.Int,
  stem: Schema.String,
  options: Schema.Array(Schema.String),
});
/** A drawn paper: never its answers. */
export const ExamPaperData = Schema.Struct({
  id: Schema.Int,
  planId: Schema.Int,
  stage: Schema.Int,
  title: Schema.String,
  timeLimitMinutes: Schema.Int,
  startedAt: Schema.String,
  deadlineAt: Schema.String,
  /** The server's clock when answering, so the countdown does not depend on the device's clock. */
  serverNow: Schema.String,
  submitted: Schema.Boolean,
  questions: Schema.Array(ExamQuestionData),
});
export type ExamPaperData = typeof ExamPaperData.Type;

export const ReviewLectureData = Schema.Struct({
  courseId: Schema.Int,
  fileId: Schema.Int,
  title: Schema.String,
  courseTitle: Schema.String,
});
/** A scored paper with the analysis of every question. */
export const ExamResultData = Schema.Struct({
  paperId: Schema.Int,
  planId: Schema.Int,
  stage: Schema.Int,
  title: Schema.String,
  score: Schema.Number,
  correct: Schema.Int,
  total: Schema.Int,
  passed: Schema.Boolean,
  submittedAt: Schema.String,
  questions: Schema.Array(
    Schema.Struct({
      ...ExamQuestionData.fields,
      given: Schema.String,
      answer: Schema.String,
      correct: Schema.Boolean,
      analysis: Schema.String,
      review: Schema.NullOr(ReviewLectureData),
    }),
  ),
  /** The lectures behind the wrong answers, once each. */
  reviewLectures: Schema.Array(ReviewLectureData),
});
export type ExamResultData = typeof ExamResultData.Type;

/** A row of the exam history. */
export const ExamHistoryData = Schema.Struct({
  paperId: Schema.Int,
  stage: Schema.Int,
  title: Schema.String,
  /** "submitted", "open" (can still be answered) or "expired" (time over, not submitted). */
  state: Schema.Literal("submitted", "open", "expired"),
  score: Schema.NullOr(Schema.Number),
  correct: Schema.NullOr(Schema.Int),
  total: Schema.Int,
  startedAt: Schema.String,
  submittedAt: Schema.NullOr(Schema.String),
});
export type ExamHistoryData = typeof ExamHistoryData.Type;
