import { OrderStatus } from "@taxlearn/core";
import { Schema } from "effect";
import { IdParam, PaginationFields } from "../contract/params";

// Shapes of the operator console's calls (/api/admin/*). Amounts are yuan strings with two decimals, times ISO
// 8601 (UTC); a day filter is a Beijing calendar day YYYY-MM-DD (spec §9: UTC+8).

/** A Beijing calendar day, YYYY-MM-DD, that exists. */
export const DayParam = Schema.Trim.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}$/),
  Schema.filter(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00+08:00`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    {
      message: () => "must be a date YYYY-MM-DD",
    },
  ),
);

/** An optional filter text: trimmed, empty means absent. */
const FilterText = (max: number) => Schema.optional(Schema.Trim.pipe(Schema.maxLength(max)));

export const AdminMeData = Schema.Struct({
  uid: Schema.Int,
  username: Schema.String,
  /** The operator roles held (empty for a learner). */
  roles: Schema.Array(Schema.String),
  /** Keys of the sections those roles may use (core ADMIN_SECTIONS), in menu order. */
  sections: Schema.Array(Schema.String),
});
export type AdminMeData = typeof AdminMeData.Type;

export const AuditEntryData = Schema.Struct({
  id: Schema.Int,
  actorId: Schema.NullOr(Schema.Int),
  actor: Schema.String,
  action: Schema.String,
  target: Schema.String,
  outcome: Schema.Literal("ok", "denied"),
  before: Schema.Unknown,
  after: Schema.Unknown,
  createdAt: Schema.String,
});
export type AuditEntryData = typeof AuditEntryData.Type;

export const AuditListRequest = Schema.Struct({
  ...PaginationFields,
  /** The operator's phone number. */
  actor: FilterText(20),
  action: FilterText(60),
  target: FilterText(80),
  outcome: Schema.optional(Schema.Literal("ok", "denied")),
  from: Schema.optional(DayParam),
  to: Schema.optional(DayParam),
});

/** The order filters of the list and the CSV export. */
export const AdminOrderFilterFields = {
  status: Schema.optional(OrderStatus),
  from: Schema.optional(DayParam),
  to: Schema.optional(DayParam),
  /** The learner's phone number (exact). */
  phone: FilterText(11),
  /** The order number (tradeNo, exact). */
  tradeNo: FilterText(32),
};
export const AdminOrderListRequest = Schema.Struct({ ...PaginationFields, ...AdminOrderFilterFields });

export const AdminOrderRow = Schema.Struct({
  tradeNo: Schema.String,
  userId: Schema.Int,
  phone: Schema.NullOr(Schema.String),
  username: Schema.String,
  productKind: Schema.String,
  productName: Schema.String,
  amount: Schema.String,
  payType: Schema.Int,
  status: OrderStatus,
  createdAt: Schema.String,
  paidAt: Schema.NullOr(Schema.String),
  invoiced: Schema.Boolean,
});
export type AdminOrderRow = typeof AdminOrderRow.Type;

export const AdminOrderDetail = Schema.Struct({
  order: AdminOrderRow,
  transactionId: Schema.NullOr(Schema.String),
  refunds: Schema.Array(
    Schema.Struct({
      refundNo: Schema.String,
      amount: Schema.String,
      reason: Schema.String,
      status: Schema.Literal("requested", "succeeded", "rejected"),
      requestedAt: Schema.String,
      completedAt: Schema.NullOr(Schema.String),
      /** The share (0-100) of the course the learner had watched when asking; null for memberships and old rows. */
      watchedPercentAtRequest: Schema.NullOr(Schema.Number),
      /** Made by the server (a payment that bought nothing), not asked for. */
      automatic: Schema.Boolean,
    }),
  ),
  /** The share (0-100) of the course the learner has watched now (the refund rule checks it again at approval). */
  watchedPercentNow: Schema.NullOr(Schema.Number),
  events: Schema.Array(
    Schema.Struct({
      fromStatus: Schema.NullOr(Schema.String),
      toStatus: Schema.String,
      cause: Schema.String,
      createdAt: Schema.String,
    }),
  ),
});
export type AdminOrderDetail = typeof AdminOrderDetail.Type;

export const AdminRefundDecision = Schema.Struct({
  tradeNo: Schema.Trim.pipe(Schema.pattern(/^[A-Za-z0-9]{6,32}$/)),
  decision: Schema.Literal("approve", "reject"),
});

export const AdminInvoiceRow = Schema.Struct({
  id: Schema.Int,
  userId: Schema.Int,
  phone: Schema.NullOr(Schema.String),
  /** 1 申请中, 2 已开具, 3 已作废 */
  status: Schema.Int,
  kind: Schema.Int,
  buyerName: Schema.String,
  buyerTaxNo: Schema.String,
  amount: Schema.String,
  invoiceNumber: Schema.NullOr(Schema.String),
  appliedAt: Schema.String,
  issuedAt: Schema.NullOr(Schema.String),
  voidedAt: Schema.NullOr(Schema.String),
});
export type AdminInvoiceRow = typeof AdminInvoiceRow.Type;

export const AdminInvoiceListRequest = Schema.Struct({
  ...PaginationFields,
  status: Schema.optional(
    Schema.Union(Schema.Literal(1, 2, 3), Schema.compose(Schema.NumberFromString, Schema.Literal(1, 2, 3))),
  ),
});

export const AdminInvoiceAction = Schema.Struct({ id: IdParam });
