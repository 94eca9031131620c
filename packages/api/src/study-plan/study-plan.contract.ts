import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { EmptyRequest, IdParam, NonNegativeIntParam, PageOf, PaginationFields } from "../contract/params";

// spec §7 "Study plan and exams" (payload fields beyond the names are not shown in the spec; these are ours).
// Planned: answered with 该栏目暂未开放 until the study plan is built.

export const StudyPlanData = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  status: Schema.Int,
  goal: Schema.String,
  courseIds: Schema.Array(Schema.Int),
  progress: Schema.Number,
  createdAt: Schema.String,
});
export type StudyPlanData = typeof StudyPlanData.Type;
export const ExamPaperData = Schema.Struct({
  id: Schema.Int,
  planId: Schema.Int,
  questions: Schema.Array(
    Schema.Struct({
      id: Schema.Int,
      stem: Schema.String,
      options: Schema.Array(Schema.String),
      kind: Schema.Literal("single", "multiple"),
    }),
  ),
});
export type ExamPaperData = typeof ExamPaperData.Type;
export const ExamResultData = Schema.Struct({
  paperId: Schema.Int,
  score: Schema.Number,
  correct: Schema.Int,
  total: Schema.Int,
});
export type ExamResultData = typeof ExamResultData.Type;

const plan = { auth: "required" as const, status: "planned" as const };
const PlanId = Schema.Struct({ planId: IdParam });

export const studyPlanCustom = defineContract({
  name: "studyPlanCustom",
  method: "POST",
  path: "/api/studyPlan/custom",
  request: Schema.Struct({ goal: Schema.String, note: Schema.optional(Schema.String) }),
  data: Schema.Struct({ requestId: Schema.Int }),
  ...plan,
  summary: "Requests a manually customised plan (人工定制课单).",
});
export const studyPlanCurrent = defineContract({
  name: "studyPlanCurrent",
  method: "POST",
  path: "/api/studyPlan/current",
  request: Schema.Struct({ planId: Schema.optional(IdParam) }),
  data: Schema.NullOr(StudyPlanData),
  ...plan,
  summary: "The current plan (null → 暂时还没有学习方案哦~).",
});
export const studyPlanGenerateExamPaper = defineContract({
  name: "studyPlanGenerateExamPaper",
  method: "POST",
  path: "/api/studyPlan/generateExamPaper",
  request: PlanId,
  data: ExamPaperData,
  ...plan,
  summary: "Generates an exam paper for a plan.",
});
export const studyPlanSubmitExamAnswer = defineContract({
  name: "studyPlanSubmitExamAnswer",
  method: "POST",
  path: "/api/studyPlan/submitExamAnswer",
  request: Schema.Struct({ paperId: IdParam, answers: Schema.String }),
  data: ExamResultData,
  ...plan,
  summary: "Submits answers (a JSON text of question id → choices).",
});
export const studyPlanGenerate = defineContract({
  name: "studyPlanGenerate",
  method: "POST",
  path: "/api/studyPlan/generate",
  request: Schema.Struct({ goal: Schema.String }),
  data: StudyPlanData,
  ...plan,
  summary: "Generates a plan with the assistant.",
});
export const studyPlanInfo = defineContract({
  name: "studyPlanInfo",
  method: "POST",
  path: "/api/studyPlan/getStudyPlanInfo",
  request: PlanId,
  data: StudyPlanData,
  ...plan,
  summary: "One plan.",
});
export const studyPlans = defineContract({
  name: "studyPlans",
  method: "GET",
  path: "/api/studyPlan/getStudyPlans",
  request: Schema.Struct(PaginationFields),
  data: PageOf(StudyPlanData),
  ...plan,
  summary: "The learner's plans.",
});
export const studyPlanUpdateStatus = defineContract({
  name: "studyPlanUpdateStatus",
  method: "POST",
  path: "/api/studyPlan/updateStatus",
  request: Schema.Struct({ planId: IdParam, status: NonNegativeIntParam }),
  data: Schema.Null,
  ...plan,
  summary: "Changes a plan's status.",
});
export const studyPlanRemove = defineContract({
  name: "studyPlanRemove",
  method: "DELETE",
  path: "/api/studyPlan/remove",
  request: PlanId,
  data: Schema.Null,
  ...plan,
  summary: "Deletes a plan.",
});
export const studyPlanExamList = defineContract({
  name: "studyPlanExamList",
  method: "POST",
  path: "/api/studyPlan/getExamList",
  request: PlanId,
  data: Schema.Array(ExamResultData),
  ...plan,
  summary: "Exams taken for a plan.",
});
export const studyPlanUpdateBreakpoint = defineContract({
  name: "studyPlanUpdateBreakpoint",
  method: "POST",
  path: "/api/studyPlan/updateBreakpoint",
  request: Schema.Struct({ planId: IdParam, courseId: IdParam, position: NonNegativeIntParam }),
  data: Schema.Null,
  ...plan,
  summary: "Saves where the learner stopped in a plan.",
});
export const studyPlanUserUpdate = defineContract({
  name: "studyPlanUserUpdate",
  method: "POST",
  path: "/api/studyPlan/userUpdate",
  request: Schema.Struct({
    planId: IdParam,
    title: Schema.optional(Schema.String),
    courseIds: Schema.optional(Schema.String),
  }),
  data: StudyPlanData,
  ...plan,
  summary: "The learner edits a plan.",
});
export const studyPlanIsExist = defineContract({
  name: "studyPlanIsExist",
  method: "POST",
  path: "/api/studyPlan/studyPlanIsExist",
  request: EmptyRequest,
  data: Schema.NullOr(Schema.Int),
  ...plan,
  summary: "Status 200 with the plan id in data (null without a plan).",
});
export const studyPlanContracts = {
  studyPlanCustom,
  studyPlanCurrent,
  studyPlanGenerateExamPaper,
  studyPlanSubmitExamAnswer,
  studyPlanGenerate,
  studyPlanInfo,
  studyPlans,
  studyPlanUpdateStatus,
  studyPlanRemove,
  studyPlanExamList,
  studyPlanUpdateBreakpoint,
  studyPlanUserUpdate,
  studyPlanIsExist,
} as const;
