import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { EmptyRequest, FlagParam, IdParam, IntParam, PageOf, PaginationFields } from "../contract/params";

// The learner's invoices (/center/invoice-title, /center/invoice-apply, /center/invoice-record). The spec names no
// invoice calls; these are ours. Every call is scoped to the token's user: another learner's title or application
// is 404, exactly as one that does not exist. Field contents are checked by core's invoice rules, whose messages
// name the field (统一社会信用代码不正确…); a missing or mistyped field is 400 缺少参数/参数格式不正确：<field>.

/** A text field a form may leave empty (then ""). */
const OptionalText = Schema.optionalWith(Schema.String, { default: () => "" });

export const InvoiceTitleData = Schema.Struct({
  id: Schema.Int,
  /** 1 个人, 2 单位 */
  titleType: Schema.Int,
  name: Schema.String,
  taxNo: Schema.String,
  address: Schema.String,
  phone: Schema.String,
  bank: Schema.String,
  account: Schema.String,
  isDefault: Schema.Boolean,
  /** A company title with every registration field: it can take a 专用发票. */
  specialReady: Schema.Boolean,
});
export type InvoiceTitleData = typeof InvoiceTitleData.Type;

export const InvoiceTitleSave = Schema.Struct({
  /** Absent: a new title; present: the learner's title to change. */
  id: Schema.optional(IdParam),
  titleType: IntParam,
  name: Schema.String,
  taxNo: OptionalText,
  address: OptionalText,
  phone: OptionalText,
  bank: OptionalText,
  account: OptionalText,
  /** 1: make it the default title. */
  isDefault: Schema.optionalWith(FlagParam, { default: () => 0 as const }),
});
export type InvoiceTitleSave = typeof InvoiceTitleSave.Type;

/** A paid order that has no invoice yet (what the apply screen offers). */
export const InvoiceableOrderData = Schema.Struct({
  tradeNo: Schema.String,
  productName: Schema.String,
  /** yuan, two decimals */
  amount: Schema.String,
  paidAt: Schema.String,
});
export type InvoiceableOrderData = typeof InvoiceableOrderData.Type;

export const InvoiceApplicationOrderData = Schema.Struct({
  tradeNo: Schema.String,
  productName: Schema.String,
  amount: Schema.String,
});

export const InvoiceApplicationData = Schema.Struct({
  id: Schema.Int,
  /** 1 申请中, 2 已开具, 3 已作废 */
  status: Schema.Int,
  /** 1 普通发票, 2 专用发票 */
  kind: Schema.Int,
  titleType: Schema.Int,
  buyerName: Schema.String,
  buyerTaxNo: Schema.String,
  email: Schema.String,
  /** tax included, yuan */
  amount: Schema.String,
  orders: Schema.Array(InvoiceApplicationOrderData),
  invoiceNumber: Schema.NullOr(Schema.String),
  appliedAt: Schema.String,
  issuedAt: Schema.NullOr(Schema.String),
  voidedAt: Schema.NullOr(Schema.String),
  /** Where the issued invoice's PDF downloads from (with the login token), or null. */
  pdfUrl: Schema.NullOr(Schema.String),
});
export type InvoiceApplicationData = typeof InvoiceApplicationData.Type;

export const InvoiceApply = Schema.Struct({
  /** The orders' trade numbers, comma-separated (a form field) or as an array (JSON). */
  tradeNos: Schema.Union(Schema.String, Schema.Array(Schema.String)),
  titleId: IdParam,
  kind: IntParam,
  email: Schema.String,
});
export type InvoiceApply = typeof InvoiceApply.Type;

const learner = { auth: "required" as const };

export const invoiceTitleList = defineContract({
  name: "invoiceTitleList",
  method: "GET",
  path: "/api/invoice/title/list",
  request: EmptyRequest,
  data: Schema.Array(InvoiceTitleData),
  ...learner,
  summary: "The learner's invoice titles, the default first, then newest first.",
});

export const invoiceTitleSave = defineContract({
  name: "invoiceTitleSave",
  method: "POST",
  path: "/api/invoice/title/save",
  request: InvoiceTitleSave,
  data: InvoiceTitleData,
  ...learner,
  summary:
    "Adds a title (at most 10 per learner, 409 beyond) or changes one of the learner's (id); a company needs a valid " +
    "统一社会信用代码 (GB 32100-2015 check character). The first title becomes the default.",
});

export const invoiceTitleDelete = defineContract({
  name: "invoiceTitleDelete",
  method: "POST",
  path: "/api/invoice/title/delete",
  request: Schema.Struct({ id: IdParam }),
  data: Schema.Null,
  ...learner,
  summary:
    "Deletes one of the learner's titles (applications keep the buyer as applied); the next one becomes default.",
});

export const invoiceTitleSetDefault = defineContract({
  name: "invoiceTitleSetDefault",
  method: "POST",
  path: "/api/invoice/title/default",
  request: Schema.Struct({ id: IdParam }),
  data: Schema.Null,
  ...learner,
  summary: "Makes one of the learner's titles the default.",
});

export const invoiceableOrders = defineContract({
  name: "invoiceableOrders",
  method: "GET",
  path: "/api/invoice/orders",
  request: EmptyRequest,
  data: Schema.Array(InvoiceableOrderData),
  ...learner,
  summary: "The learner's paid orders that have no invoice (refunding or refunded ones are not invoiceable).",
});

export const invoiceApply = defineContract({
  name: "invoiceApply",
  method: "POST",
  path: "/api/invoice/apply",
  request: InvoiceApply,
  data: InvoiceApplicationData,
  ...learner,
  summary:
    "Applies for one invoice over paid, un-invoiced orders of the learner with one of their titles. 专用发票 needs a " +
    "company title with every field. An order already invoiced → 409 (a database constraint, also under concurrency).",
});

export const invoiceApplicationList = defineContract({
  name: "invoiceApplicationList",
  method: "GET",
  path: "/api/invoice/application/list",
  request: Schema.Struct(PaginationFields),
  data: PageOf(InvoiceApplicationData),
  ...learner,
  summary: "The learner's invoice applications, newest first, with their status and, once issued, the PDF's address.",
});

/** Not a contract (the answer is a PDF, not an envelope): GET with the login token; another learner's → 404. */
export const INVOICE_PDF_PATH = "/api/invoice/pdf/:id";
export const invoicePdfPath = (id: number) => `/api/invoice/pdf/${id}`;

export const invoiceContracts = {
  invoiceTitleList,
  invoiceTitleSave,
  invoiceTitleDelete,
  invoiceTitleSetDefault,
  invoiceableOrders,
  invoiceApply,
  invoiceApplicationList,
} as const;
