import { OrgId } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { FlagParam, IdParam, IntParam, PageOf, PaginationFields } from "../contract/params";

// The console's organisation calls (admin only). The form's fields arrive as the form sends them; the server checks
// each one and names the field in Chinese when it refuses (spec §3 organisation config: every field).

export const AdminOrgConfigData = Schema.Struct({
  isShowTop: Schema.Int,
  isShowLogo: Schema.Int,
  logo: Schema.String,
  logoPc: Schema.String,
  menu: Schema.Array(Schema.Int),
  defaultPage: Schema.String,
  isShowSideBar: Schema.Int,
  isShowAi: Schema.Int,
  isIframe: Schema.Int,
  courseMode: Schema.Int,
  caseDetailMode: Schema.Int,
  policyDetailMode: Schema.Int,
  isShowCaseDetailAd: Schema.Int,
  isShowDownload: Schema.Int,
  isShowPrint: Schema.Int,
  extendCourseMode: Schema.Int,
});
export type AdminOrgConfigData = typeof AdminOrgConfigData.Type;

export const AdminOrgData = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  platformCode: Schema.String,
  isYunHeOrg: Schema.Boolean,
  config: AdminOrgConfigData,
  partnerOrigins: Schema.Array(Schema.String),
  /** The login key's version (1 until rotated). */
  keyVersion: Schema.Int,
  learners: Schema.Int,
});
export type AdminOrgData = typeof AdminOrgData.Type;

const Flag = Schema.optionalWith(FlagParam, { default: () => 0 as const });
const Text = Schema.optionalWith(Schema.String, { default: () => "" });

export const AdminOrgSave = Schema.Struct({
  /** Absent: a new organisation. */
  id: Schema.optional(IdParam),
  name: Text,
  platformCode: Text,
  isYunHeOrg: Flag,
  isShowTop: Flag,
  isShowLogo: Flag,
  logo: Text,
  logoPc: Text,
  /** Menu ids 1–7, comma-separated (spec §3). */
  menu: Text,
  defaultPage: Text,
  isShowSideBar: Flag,
  isShowAi: Flag,
  isIframe: Flag,
  courseMode: Schema.optionalWith(IntParam, { default: () => 2 }),
  caseDetailMode: Schema.optionalWith(IntParam, { default: () => 1 }),
  policyDetailMode: Schema.optionalWith(IntParam, { default: () => 1 }),
  isShowCaseDetailAd: Flag,
  isShowDownload: Flag,
  isShowPrint: Flag,
  extendCourseMode: Schema.optionalWith(IntParam, { default: () => 1 }),
  /** Partner origins allowed to frame the organisation's pages, one per line. */
  partnerOrigins: Text,
});

export const AdminOrgLinkData = Schema.Struct({
  /** /orgLogin?orgId=&content=&secret= — valid for 5 minutes, once. */
  path: Schema.String,
  expiresAt: Schema.String,
});

export const AdminOrgLearner = Schema.Struct({
  userId: Schema.Int,
  username: Schema.String,
  phone: Schema.NullOr(Schema.String),
  externalUserId: Schema.String,
  companyId: Schema.NullOr(Schema.String),
  joinedAt: Schema.String,
});

export const adminOrgList = defineContract({
  name: "adminOrgList",
  method: "GET",
  path: "/api/admin/orgs",
  request: Schema.Struct({}),
  data: Schema.Array(AdminOrgData),
  auth: "required",
  summary: "Admin: every organisation with its config, key version and learner count.",
});

export const adminOrgSave = defineContract({
  name: "adminOrgSave",
  method: "POST",
  path: "/api/admin/orgs/save",
  request: AdminOrgSave,
  data: AdminOrgData,
  auth: "required",
  summary: "Admin: creates (no id) or edits an organisation; every field checked, refusals name the field.",
});

export const adminOrgRotateKey = defineContract({
  name: "adminOrgRotateKey",
  method: "POST",
  path: "/api/admin/orgs/:id/rotateKey",
  request: Schema.Struct({ id: OrgId }),
  data: AdminOrgData,
  auth: "required",
  summary: "Admin: a new login key for the organisation; links sealed with the old one stop working.",
});

export const adminOrgLink = defineContract({
  name: "adminOrgLink",
  method: "POST",
  path: "/api/admin/orgs/:id/link",
  request: Schema.Struct({
    id: OrgId,
    /** The partner's user id, or empty with a companyId for a company-only link. */
    externalUserId: Text,
    username: Text,
    companyId: Text,
  }),
  data: AdminOrgLinkData,
  auth: "required",
  summary: "Admin: a sealed login link as the partner's server would issue it (org:link), for testing a tenant.",
});

export const adminOrgLearners = defineContract({
  name: "adminOrgLearners",
  method: "GET",
  path: "/api/admin/orgs/:id/learners",
  request: Schema.Struct({ id: OrgId, ...PaginationFields }),
  data: PageOf(AdminOrgLearner),
  auth: "required",
  summary: "Admin: the organisation's learners, newest first.",
});

/** A manager of an organisation (机构管理员): sees its members' study-hour reports and assigns their courses. */
export const AdminOrgManager = Schema.Struct({
  userId: Schema.Int,
  username: Schema.String,
  phone: Schema.NullOr(Schema.String),
  grantedAt: Schema.String,
});
export type AdminOrgManager = typeof AdminOrgManager.Type;

export const adminOrgManagers = defineContract({
  name: "adminOrgManagers",
  method: "GET",
  path: "/api/admin/orgs/:id/managers",
  request: Schema.Struct({ id: OrgId }),
  data: Schema.Array(AdminOrgManager),
  auth: "required",
  summary: "Admin: the organisation's managers.",
});

export const adminOrgManagerGrant = defineContract({
  name: "adminOrgManagerGrant",
  method: "POST",
  path: "/api/admin/orgs/:id/managers",
  request: Schema.Struct({ id: OrgId, phone: Schema.Trim.pipe(Schema.pattern(/^1[3-9]\d{9}$/)) }),
  data: Schema.Array(AdminOrgManager),
  auth: "required",
  summary: "Admin: makes the account with this phone a manager of the organisation (audited).",
});

export const adminOrgManagerRevoke = defineContract({
  name: "adminOrgManagerRevoke",
  method: "POST",
  path: "/api/admin/orgs/:id/managers/:userId/revoke",
  request: Schema.Struct({ id: OrgId, userId: IdParam }),
  data: Schema.Array(AdminOrgManager),
  auth: "required",
  summary: "Admin: takes the organisation-manager role back (audited).",
});

export const adminOrgContracts = {
  adminOrgList,
  adminOrgSave,
  adminOrgRotateKey,
  adminOrgLink,
  adminOrgLearners,
  adminOrgManagers,
  adminOrgManagerGrant,
  adminOrgManagerRevoke,
} as const;
