import { CourseCategory, OrgId } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { EmptyRequest, IdParam, PageOf, PaginationFields } from "../contract/params";

/** A year, 2000–2100, as a query parameter. */
const YearParam = Schema.NumberFromString.pipe(Schema.int(), Schema.between(2000, 2100));
const Hours = Schema.Number.pipe(Schema.finite(), Schema.nonNegative());
const HoursByCategory = Schema.Struct({ 专业科目: Hours, 公需科目: Hours });

/** An organisation the caller manages (the reports area's organisation picker). */
export const ManagedOrg = Schema.Struct({ orgId: Schema.Int, orgName: Schema.String });
export type ManagedOrg = typeof ManagedOrg.Type;

/** The requirement an organisation's members are held to: its own, or the site's default. */
export const OrgRequirement = Schema.Struct({
  source: Schema.Literal("org", "site"),
  total: Hours,
  byCategory: HoursByCategory,
});
export type OrgRequirement = typeof OrgRequirement.Type;

/** Which members a report lists: everyone, those who met the requirement, those still short, those with no hours. */
export const REPORT_STATUSES = ["all", "met", "missing", "none"] as const;
export const ReportStatus = Schema.Literal(...REPORT_STATUSES);
export type ReportStatus = typeof ReportStatus.Type;

/** One member's year: hours by category against the requirement, completions, certificates, last activity. */
export const OrgMemberReport = Schema.Struct({
  userId: Schema.Int,
  name: Schema.String,
  /** masked: 138****0001 */
  phone: Schema.String,
  companyId: Schema.NullOr(Schema.String),
  hours: Hours,
  byCategory: HoursByCategory,
  missing: Hours,
  met: Schema.Boolean,
  /** courses completed (结业证书 issued) in the year */
  completions: Schema.Int,
  certificates: Schema.Array(
    Schema.Struct({ serial: Schema.String, kind: Schema.Literal("course", "year"), title: Schema.String }),
  ),
  /** the last time the member earned hours, null when never */
  lastActivityAt: Schema.NullOr(Schema.String),
});
export type OrgMemberReport = typeof OrgMemberReport.Type;

/** The filters of a report and of its exports. */
export const OrgReportFilterFields = {
  orgId: OrgId,
  year: Schema.optional(YearParam),
  /** part of a member's name or phone number */
  q: Schema.optional(Schema.Trim.pipe(Schema.maxLength(40))),
  status: Schema.optionalWith(ReportStatus, { default: () => "all" as const }),
  category: Schema.optional(CourseCategory),
};

export const OrgReportData = Schema.Struct({
  orgId: Schema.Int,
  orgName: Schema.String,
  year: Schema.Int,
  minutesPerHour: Schema.Int,
  requirement: OrgRequirement,
  /** every member of the organisation, whatever the filters */
  totals: Schema.Struct({ members: Schema.Int, met: Schema.Int, missing: Schema.Int, none: Schema.Int }),
  members: PageOf(OrgMemberReport),
});
export type OrgReportData = typeof OrgReportData.Type;

export const orgManagedList = defineContract({
  name: "orgManagedList",
  method: "GET",
  path: "/api/org/manage",
  request: EmptyRequest,
  data: Schema.Array(ManagedOrg),
  auth: "required",
  summary: "The organisations the caller manages (organisation-manager role); empty for everyone else.",
});

export const orgReport = defineContract({
  name: "orgReport",
  method: "GET",
  path: "/api/org/manage/:orgId/report",
  request: Schema.Struct({ ...OrgReportFilterFields, ...PaginationFields }),
  data: OrgReportData,
  auth: "required",
  summary:
    "An organisation manager's report of its members' study hours in a year (filters: q, status, category); " +
    "another organisation's is 403.",
});

/** Hours of the requirement: 0–1000 in steps of 0.1. */
const RequirementHours = Schema.Union(Schema.Number, Schema.NumberFromString).pipe(
  Schema.finite(),
  Schema.between(0, 1000),
  Schema.filter((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, { message: () => "须为0.1的整数倍" }),
);

export const orgRequirementSave = defineContract({
  name: "orgRequirementSave",
  method: "POST",
  path: "/api/org/manage/:orgId/requirement",
  request: Schema.Struct({
    orgId: OrgId,
    total: RequirementHours,
    professional: RequirementHours,
    general: RequirementHours,
  }),
  data: OrgRequirement,
  auth: "required",
  summary: "Sets the organisation's yearly requirement (total, 专业科目, 公需科目); its members' 学时档案 then use it.",
});

/** Beijing calendar day. */
const DayParam = Schema.Trim.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/));

export const OrgAssignment = Schema.Struct({
  id: Schema.Int,
  kind: Schema.Literal("course", "plan"),
  title: Schema.String,
  courseIds: Schema.Array(Schema.Int),
  deadline: Schema.String,
  learners: Schema.Int,
  createdAt: Schema.String,
});
export type OrgAssignment = typeof OrgAssignment.Type;

export const orgAssignmentCreate = defineContract({
  name: "orgAssignmentCreate",
  method: "POST",
  path: "/api/org/manage/:orgId/assignments",
  request: Schema.Struct({
    orgId: OrgId,
    kind: Schema.Literal("course", "plan"),
    /** one course id for a course; the plan's courses in order for a plan */
    courseIds: Schema.parseJson(Schema.Array(IdParam).pipe(Schema.minItems(1), Schema.maxItems(20))),
    /** the plan's title (a course takes its own) */
    title: Schema.optional(Schema.Trim.pipe(Schema.maxLength(40))),
    /** the members it goes to */
    userIds: Schema.parseJson(Schema.Array(IdParam).pipe(Schema.minItems(1), Schema.maxItems(1000))),
    deadline: DayParam,
  }),
  data: OrgAssignment,
  auth: "required",
  summary:
    "Assigns a course or a study plan to members of the manager's organisation with a deadline; each gets a " +
    "message now and a reminder a week before the deadline.",
});

export const orgAssignmentList = defineContract({
  name: "orgAssignmentList",
  method: "GET",
  path: "/api/org/manage/:orgId/assignments",
  request: Schema.Struct({ orgId: OrgId, ...PaginationFields }),
  data: PageOf(OrgAssignment),
  auth: "required",
  summary: "The organisation's assignments, newest first.",
});

/** GET with the login token and the report's filters: the report as CSV (UTF-8 with BOM) or XLSX. Not contracts. */
export const ORG_REPORT_CSV_PATH = "/api/org/manage/:orgId/report.csv";
export const ORG_REPORT_XLSX_PATH = "/api/org/manage/:orgId/report.xlsx";
export const orgReportExportUrl = (
  orgId: number,
  format: "csv" | "xlsx",
  filters: { year?: number; q?: string; status?: ReportStatus; category?: string } = {},
): string => {
  const query = new URLSearchParams();
  if (filters.year !== undefined) query.set("year", String(filters.year));
  if (filters.q) query.set("q", filters.q);
  if (filters.status && filters.status !== "all") query.set("status", filters.status);
  if (filters.category) query.set("category", filters.category);
  const search = query.toString();
  return `/api/org/manage/${orgId}/report.${format}${search ? `?${search}` : ""}`;
};

export const orgReportsContracts = {
  orgManagedList,
  orgReport,
  orgRequirementSave,
  orgAssignmentCreate,
  orgAssignmentList,
} as const;
