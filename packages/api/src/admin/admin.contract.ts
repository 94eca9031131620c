import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { PageOf } from "../contract/params";
import {
  AdminInvoiceAction,
  AdminInvoiceListRequest,
  AdminInvoiceRow,
  AdminMeData,
  AdminOrderDetail,
  AdminOrderListRequest,
  AdminOrderRow,
  AdminRefundDecision,
  AuditEntryData,
  AuditListRequest,
} from "./admin.schema";

// The operator console (/admin). Every call needs a token; the server checks the caller's operator roles against
// the call's section (core ADMIN_SECTIONS) and answers 403 with a Chinese message (and an audit row) when they do
// not allow it. Kept out of CONTRACTS (and so out of the learner's API client chunk): the console calls them with
// `api.call(contract, input)`, the server mounts ADMIN_CONTRACTS beside CONTRACTS.

export const adminMe = defineContract({
  name: "adminMe",
  method: "GET",
  path: "/api/admin/me",
  request: Schema.Struct({}),
  data: AdminMeData,
  auth: "required",
  summary: "The caller's operator roles and the console sections they open (empty for a learner).",
});

export const adminAuditList = defineContract({
  name: "adminAuditList",
  method: "GET",
  path: "/api/admin/audit",
  request: AuditListRequest,
  data: PageOf(AuditEntryData),
  auth: "required",
  summary: "Admin: the audit log, newest first, filtered by operator phone, action, target, outcome and days.",
});

export const adminOrderList = defineContract({
  name: "adminOrderList",
  method: "GET",
  path: "/api/admin/orders",
  request: AdminOrderListRequest,
  data: PageOf(AdminOrderRow),
  auth: "required",
  summary: "Finance: every order, newest first, by status, Beijing days, learner phone and order number.",
});

export const adminOrderDetail = defineContract({
  name: "adminOrderDetail",
  method: "GET",
  path: "/api/admin/orders/:tradeNo",
  request: Schema.Struct({ tradeNo: AdminRefundDecision.fields.tradeNo }),
  data: AdminOrderDetail,
  auth: "required",
  summary: "Finance: one order with its refunds and state changes.",
});

export const adminRefundDecide = defineContract({
  name: "adminRefundDecide",
  method: "POST",
  path: "/api/admin/orders/:tradeNo/refund",
  request: AdminRefundDecision,
  data: AdminOrderDetail,
  auth: "required",
  summary: "Finance: approves (the provider refunds, the course is withdrawn) or rejects a refund request.",
});

export const adminInvoiceList = defineContract({
  name: "adminInvoiceList",
  method: "GET",
  path: "/api/admin/invoices",
  request: AdminInvoiceListRequest,
  data: PageOf(AdminInvoiceRow),
  auth: "required",
  summary: "Finance: invoice applications, newest first, optionally by status.",
});

export const adminInvoiceIssue = defineContract({
  name: "adminInvoiceIssue",
  method: "POST",
  path: "/api/admin/invoices/:id/issue",
  request: AdminInvoiceAction,
  data: AdminInvoiceRow,
  auth: "required",
  summary: "Finance: issues a pending application (number, PDF, the learner is told).",
});

export const adminInvoiceVoid = defineContract({
  name: "adminInvoiceVoid",
  method: "POST",
  path: "/api/admin/invoices/:id/void",
  request: AdminInvoiceAction,
  data: AdminInvoiceRow,
  auth: "required",
  summary: "Finance: voids a pending or issued application; its orders may be invoiced again.",
});

/** GET with the order filters and the token: the orders as CSV (UTF-8 with BOM) for accounting. Not an envelope. */
export const ADMIN_ORDER_EXPORT_PATH = "/api/admin/orders-export.csv";

export const adminContracts = {
  adminMe,
  adminAuditList,
  adminOrderList,
  adminOrderDetail,
  adminRefundDecide,
  adminInvoiceList,
  adminInvoiceIssue,
  adminInvoiceVoid,
} as const;
