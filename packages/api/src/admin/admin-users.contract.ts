import { UserId } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { PageOf, PaginationFields } from "../contract/params";

// The console's dashboard (every operator role) and its user management (admin only): search, the learner's
// orders and study, disable and enable, a temporary password, operator roles.

const DayFigures = {
  /** Accounts created that Beijing day. */
  newLearners: Schema.Int,
  /** Orders paid that day and the money they brought (yuan, two decimals; refunds not subtracted). */
  paidOrders: Schema.Int,
  revenue: Schema.String,
  /** Learners who studied (saved lecture progress) that day. */
  activeLearners: Schema.Int,
};

export const AdminDashboardData = Schema.Struct({
  /** The Beijing day the figures are for (YYYY-MM-DD). */
  today: Schema.Struct({
    day: Schema.String,
    ...DayFigures,
    /** Viewers watching a live session right now, and how many sessions are on air. */
    liveViewers: Schema.Int,
    liveSessions: Schema.Int,
  }),
  /** The last 30 Beijing days, oldest first (today included). */
  days: Schema.Array(Schema.Struct({ day: Schema.String, ...DayFigures })),
});
export type AdminDashboardData = typeof AdminDashboardData.Type;

export const adminDashboard = defineContract({
  name: "adminDashboard",
  method: "GET",
  path: "/api/admin/dashboard",
  request: Schema.Struct({}),
  data: AdminDashboardData,
  auth: "required",
  summary: "Operators: today's new learners, paid orders and revenue, active learners, live viewers; 30 days by day.",
});

export const AdminUserRow = Schema.Struct({
  id: Schema.Int,
  username: Schema.String,
  phone: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  roles: Schema.Array(Schema.String),
  disabled: Schema.Boolean,
  /** The VIP membership's end, when one is running. */
  vipUntil: Schema.NullOr(Schema.String),
});
export type AdminUserRow = typeof AdminUserRow.Type;

export const AdminUserListRequest = Schema.Struct({
  ...PaginationFields,
  /** A phone number (exact, or its first digits) or part of the name. */
  q: Schema.optional(Schema.Trim.pipe(Schema.maxLength(30))),
  disabled: Schema.optional(Schema.Literal("1", "0")),
});

export const AdminUserDetail = Schema.Struct({
  user: AdminUserRow,
  suspension: Schema.NullOr(Schema.Struct({ reason: Schema.String, disabledAt: Schema.String })),
  orders: Schema.Array(
    Schema.Struct({
      tradeNo: Schema.String,
      productName: Schema.String,
      amount: Schema.String,
      status: Schema.String,
      createdAt: Schema.String,
    }),
  ),
  study: Schema.Array(
    Schema.Struct({
      courseId: Schema.Int,
      courseTitle: Schema.String,
      lectureTitle: Schema.String,
      progress: Schema.Int,
      updatedAt: Schema.String,
    }),
  ),
});
export type AdminUserDetail = typeof AdminUserDetail.Type;

export const adminUserList = defineContract({
  name: "adminUserList",
  method: "GET",
  path: "/api/admin/users",
  request: AdminUserListRequest,
  data: PageOf(AdminUserRow),
  auth: "required",
  summary: "Admin: accounts, newest first, by phone, name or disabled.",
});

export const adminUserDetail = defineContract({
  name: "adminUserDetail",
  method: "GET",
  path: "/api/admin/users/:id",
  request: Schema.Struct({ id: UserId }),
  data: AdminUserDetail,
  auth: "required",
  summary: "Admin: one account with its latest orders and study records.",
});

export const adminUserDisable = defineContract({
  name: "adminUserDisable",
  method: "POST",
  path: "/api/admin/users/:id/disable",
  request: Schema.Struct({ id: UserId, reason: Schema.Trim.pipe(Schema.maxLength(200)) }),
  data: AdminUserDetail,
  auth: "required",
  summary: "Admin: disables an account (it cannot log in; its tokens stop working at once), with a reason.",
});

export const adminUserEnable = defineContract({
  name: "adminUserEnable",
  method: "POST",
  path: "/api/admin/users/:id/enable",
  request: Schema.Struct({ id: UserId }),
  data: AdminUserDetail,
  auth: "required",
  summary: "Admin: enables a disabled account again.",
});

export const adminUserResetPassword = defineContract({
  name: "adminUserResetPassword",
  method: "POST",
  path: "/api/admin/users/:id/password",
  request: Schema.Struct({ id: UserId }),
  data: Schema.Struct({ temporaryPassword: Schema.String }),
  auth: "required",
  summary: "Admin: sets a random temporary password (shown once), logs the account out everywhere, tells the learner.",
});

export const adminUserRoles = defineContract({
  name: "adminUserRoles",
  method: "POST",
  path: "/api/admin/users/:id/roles",
  request: Schema.Struct({
    id: UserId,
    /** The operator roles (core OPERATOR_ROLES) the account should hold from now on, comma-separated; empty: none. */
    roles: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(60)), { default: () => "" }),
  }),
  data: AdminUserDetail,
  auth: "required",
  summary: "Admin: sets an account's operator roles; an admin cannot take the admin role from themselves.",
});

export const adminUserContracts = {
  adminDashboard,
  adminUserList,
  adminUserDetail,
  adminUserDisable,
  adminUserEnable,
  adminUserResetPassword,
  adminUserRoles,
} as const;
