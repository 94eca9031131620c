import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IdParam, IntParam, PageOf, PaginationFields, TextParam } from "../contract/params";

// The console's 人工定制课单 requests (editor, support, admin): a learner asks for a hand-made course list
// (studyPlanCustom); an operator reads the request, picks on-sale courses, and fulfils it — the learner gets the
// plan (学习方案) and a 站内消息 linking to it.

export const PLAN_REQUEST_STATUSES = ["open", "fulfilled"] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];

export const AdminPlanRequestRow = Schema.Struct({
  id: Schema.Int,
  /** The learner's masked phone, or their name when they have no phone. */
  learner: Schema.String,
  /** What they asked for (目标) and their note, as typed. */
  goal: Schema.String,
  note: Schema.String,
  status: Schema.Literal(...PLAN_REQUEST_STATUSES),
  createdAt: Schema.String,
  fulfilledAt: Schema.NullOr(Schema.String),
  /** The plan made for it (null while open, or when the learner has since deleted it). */
  planId: Schema.NullOr(Schema.Int),
});
export type AdminPlanRequestRow = typeof AdminPlanRequestRow.Type;

export const AdminPlanRequestDetail = Schema.Struct({
  request: AdminPlanRequestRow,
  /** The plan it was fulfilled with: its title and courses in plan order. */
  plan: Schema.NullOr(
    Schema.Struct({
      id: Schema.Int,
      title: Schema.String,
      courses: Schema.Array(Schema.Struct({ id: Schema.Int, title: Schema.String })),
    }),
  ),
});
export type AdminPlanRequestDetail = typeof AdminPlanRequestDetail.Type;

export const AdminPlanCourse = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  /** Yuan as stored ("0" or "0.00": free). */
  price: Schema.String,
  lessons: Schema.Int,
  /** The lectures' total length, whole minutes. */
  minutes: Schema.Int,
});
export type AdminPlanCourse = typeof AdminPlanCourse.Type;

export const PLAN_FULFIL_LIMITS = { maxCourses: 20, maxTitle: 40, minWeeklyHours: 1, maxWeeklyHours: 40 } as const;

export const adminPlanRequestList = defineContract({
  name: "adminPlanRequestList",
  method: "GET",
  path: "/api/admin/plan-requests",
  request: Schema.Struct({ ...PaginationFields, status: Schema.optional(Schema.Literal(...PLAN_REQUEST_STATUSES)) }),
  data: PageOf(AdminPlanRequestRow),
  auth: "required",
  summary: "Operators: 人工定制课单 requests — open ones oldest first, fulfilled ones newest first.",
});

export const adminPlanRequestDetail = defineContract({
  name: "adminPlanRequestDetail",
  method: "GET",
  path: "/api/admin/plan-requests/:id",
  request: Schema.Struct({ id: IdParam }),
  data: AdminPlanRequestDetail,
  auth: "required",
  summary: "Operators: one request, with the plan it was fulfilled with.",
});

export const adminPlanCourseSearch = defineContract({
  name: "adminPlanCourseSearch",
  method: "GET",
  path: "/api/admin/plan-courses",
  request: Schema.Struct({
    keyword: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(30)), { default: () => "" }),
  }),
  data: Schema.Struct({ list: Schema.Array(AdminPlanCourse) }),
  auth: "required",
  summary: "Operators: on-sale courses a plan can hold (recorded or micro, with lectures), by title, at most 20.",
});

export const adminPlanRequestFulfil = defineContract({
  name: "adminPlanRequestFulfil",
  method: "POST",
  path: "/api/admin/plan-requests/:id/fulfil",
  request: Schema.Struct({
    id: IdParam,
    /** Course ids, comma-separated, in the order the plan takes them. */
    courseIds: Schema.Trim.pipe(Schema.pattern(/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/)),
    title: TextParam.pipe(Schema.maxLength(PLAN_FULFIL_LIMITS.maxTitle)),
    weeklyHours: IntParam.pipe(
      Schema.greaterThanOrEqualTo(PLAN_FULFIL_LIMITS.minWeeklyHours),
      Schema.lessThanOrEqualTo(PLAN_FULFIL_LIMITS.maxWeeklyHours),
    ),
  }),
  data: AdminPlanRequestDetail,
  auth: "required",
  summary:
    "Operators: fulfils an open request with these on-sale courses — the plan, the request's mark, the audit row and the learner's 站内消息 in one transaction.",
});

export const adminPlanRequestContracts = {
  adminPlanRequestList,
  adminPlanRequestDetail,
  adminPlanCourseSearch,
  adminPlanRequestFulfil,
} as const;
