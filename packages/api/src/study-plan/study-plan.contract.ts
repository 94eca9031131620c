import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import {
  EmptyRequest,
  IdParam,
  IntLiteralParam,
  NonNegativeIntParam,
  PageOf,
  PaginationFields,
  TextParam,
} from "../contract/params";
import {
  ExamHistoryData,
  ExamPaperData,
  ExamResultData,
  StudyPlanData,
  StudyPlanDetailData,
} from "./study-plan.schema";

export * from "./study-plan.schema";

// spec §7 "Study plan and exams" (payload fields beyond the names are not shown in the spec; these are ours).
// The study-plan calls are served; every one acts on the token's user's own plans and papers only.

const served = { auth: "required" as const };
const PlanId = Schema.Struct({ planId: IdParam });

export const studyPlanCustom = defineContract({
  name: "studyPlanCustom",
  method: "POST",
  path: "/api/studyPlan/custom",
  request: Schema.Struct({
    goal: TextParam.pipe(Schema.maxLength(200)),
    note: Schema.optional(Schema.String.pipe(Schema.maxLength(1000))),
  }),
  data: Schema.Struct({ requestId: Schema.Int }),
  ...served,
  summary: "Requests a hand-made plan (人工定制课单); an operator fulfils it (study-plan:fulfil).",
});
export const studyPlanCurrent = defineContract({
  name: "studyPlanCurrent",
  method: "POST",
  path: "/api/studyPlan/current",
  request: Schema.Struct({ planId: Schema.optional(IdParam) }),
  data: Schema.NullOr(StudyPlanData),
  ...served,
  summary: "The plan in progress, newest first, or the given one (null → 暂时还没有学习方案哦~).",
});
export const studyPlanGenerateExamPaper = defineContract({
  name: "studyPlanGenerateExamPaper",
  method: "POST",
  path: "/api/studyPlan/generateExamPaper",
  request: Schema.Struct({ planId: IdParam, stage: IdParam }),
  data: ExamPaperData,
  ...served,
  summary: "Draws a paper for a stage of a plan (or gives back the stage's paper still open); no answers.",
});
export const studyPlanExamPaper = defineContract({
  name: "studyPlanExamPaper",
  method: "POST",
  path: "/api/studyPlan/getExamPaper",
  request: Schema.Struct({ paperId: IdParam }),
  data: ExamPaperData,
  ...served,
  summary: "One drawn paper again (the exam page after a reload); no answers.",
});
export const studyPlanSubmitExamAnswer = defineContract({
  name: "studyPlanSubmitExamAnswer",
  method: "POST",
  path: "/api/studyPlan/submitExamAnswer",
  request: Schema.Struct({ paperId: IdParam, answers: Schema.String.pipe(Schema.maxLength(4000)) }),
  data: ExamResultData,
  ...served,
  summary: 'Submits answers (a JSON text of question id → option letters, e.g. {"12":"AC"}); scored on the server.',
});
export const studyPlanExamResult = defineContract({
  name: "studyPlanExamResult",
  method: "POST",
  path: "/api/studyPlan/getExamResult",
  request: Schema.Struct({ paperId: IdParam }),
  data: ExamResultData,
  ...served,
  summary: "A submitted paper's score and analysis.",
});
export const studyPlanGenerate = defineContract({
  name: "studyPlanGenerate",
  method: "POST",
  path: "/api/studyPlan/generate",
  request: EmptyRequest,
  data: StudyPlanData,
  ...served,
  summary: "Generates a plan from the learner's saved learning goal (setLearningGoal).",
});
export const studyPlanInfo = defineContract({
  name: "studyPlanInfo",
  method: "POST",
  path: "/api/studyPlan/getStudyPlanInfo",
  request: PlanId,
  data: StudyPlanDetailData,
  ...served,
  summary: "One plan: stages, courses with progress, weeks, the next lecture and exam status.",
});
export const studyPlans = defineContract({
  name: "studyPlans",
  method: "GET",
  path: "/api/studyPlan/getStudyPlans",
  request: Schema.Struct(PaginationFields),
  data: PageOf(StudyPlanData),
  ...served,
  summary: "The learner's plans, newest first.",
});
export const studyPlanUpdateStatus = defineContract({
  name: "studyPlanUpdateStatus",
  method: "POST",
  path: "/api/studyPlan/updateStatus",
  request: Schema.Struct({ planId: IdParam, status: IntLiteralParam(1, 2, 3) }),
  data: Schema.Null,
  ...served,
  summary: "Changes a plan's status: 1 进行中, 2 已完成, 3 已放弃.",
});
export const studyPlanRemove = defineContract({
  name: "studyPlanRemove",
  method: "DELETE",
  path: "/api/studyPlan/remove",
  request: PlanId,
  data: Schema.Null,
  ...served,
  summary: "Deletes a plan with its papers.",
});
export const studyPlanExamList = defineContract({
  name: "studyPlanExamList",
  method: "POST",
  path: "/api/studyPlan/getExamList",
  request: PlanId,
  data: Schema.Array(ExamHistoryData),
  ...served,
  summary: "Papers drawn for a plan, newest first, with scores.",
});
export const studyPlanUpdateBreakpoint = defineContract({
  name: "studyPlanUpdateBreakpoint",
  method: "POST",
  path: "/api/studyPlan/updateBreakpoint",
  request: Schema.Struct({
    planId: IdParam,
    courseId: IdParam,
    fileId: Schema.optional(IdParam),
    position: NonNegativeIntParam,
  }),
  data: Schema.Null,
  ...served,
  summary: "Saves where the learner stopped in a plan (a course of it, optionally a lecture and second).",
});
export const studyPlanUserUpdate = defineContract({
  name: "studyPlanUserUpdate",
  method: "POST",
  path: "/api/studyPlan/userUpdate",
  request: Schema.Struct({
    planId: IdParam,
    title: Schema.optional(TextParam.pipe(Schema.maxLength(60))),
    /** The plan's courses in the new order, comma-separated: leaving one out drops it, a new id adds it. */
    courseIds: Schema.optional(Schema.String.pipe(Schema.maxLength(400))),
  }),
  data: StudyPlanData,
  ...served,
  summary: "The learner renames a plan, reorders, drops or adds courses; the weeks are laid out again.",
});
export const studyPlanIsExist = defineContract({
  name: "studyPlanIsExist",
  method: "POST",
  path: "/api/studyPlan/studyPlanIsExist",
  request: EmptyRequest,
  data: Schema.NullOr(Schema.Int),
  ...served,
  summary: "Status 200 with the id of the plan in progress in data (null without one).",
});
export const studyPlanContracts = {
  studyPlanCustom,
  studyPlanCurrent,
  studyPlanGenerateExamPaper,
  studyPlanExamPaper,
  studyPlanSubmitExamAnswer,
  studyPlanExamResult,
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
