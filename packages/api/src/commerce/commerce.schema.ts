import { OrderNoField, OrderProductKind, OrderStatus } from "@taxlearn/core";
import { Schema } from "effect";
import { PaginationFields } from "../contract/params";

// Response shapes of the membership and order calls (spec §7 "Membership and orders"; §3 VIP info).

/** A VIP product on sale (price and original price in yuan, two decimals). */
export const VipProductItem = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  price: Schema.String,
  /** The original price, shown struck through. */
  originalPrice: Schema.String,
  durationDays: Schema.Int,
  description: Schema.String,
  rights: Schema.Array(Schema.String),
  /** Sold only to members of this organisation (listed for them only), or null for everyone. */
  orgId: Schema.NullOr(Schema.Int),
  orgOnly: Schema.Boolean,
});
export type VipProductItem = typeof VipProductItem.Type;

/** A VIP right; `type` is the `value` of a vip_rights_type dictionary entry (the group it is shown under). */
export const VipRightData = Schema.Struct({
  id: Schema.Int,
  type: Schema.Int,
  name: Schema.String,
  icon: Schema.String,
  description: Schema.String,
});
export type VipRightData = typeof VipRightData.Type;

export const FaqData = Schema.Struct({ id: Schema.Int, question: Schema.String, answer: Schema.String });
export type FaqData = typeof FaqData.Type;

export const DictItemData = Schema.Struct({ label: Schema.String, value: Schema.String, sort: Schema.Int });
export type DictItemData = typeof DictItemData.Type;

/** The refund of an order, once one was requested. */
export const OrderRefundData = Schema.Struct({
  reason: Schema.String,
  amount: Schema.String,
  status: Schema.Literal("requested", "succeeded", "rejected"),
  requestedAt: Schema.String,
  completedAt: Schema.NullOr(Schema.String),
});
export type OrderRefundData = typeof OrderRefundData.Type;

/**
 * An order as the learner sees it. Amounts are yuan strings with two decimals ('99.00'); times ISO 8601 (UTC).
 * `uni` is what the pay call takes, `tradeNo` what the learner and the payment provider see.
 */
export const OrderData = Schema.Struct({
  uni: Schema.String,
  tradeNo: Schema.String,
  /** 'vip' (a membership; productType 99) or 'course' (productType the course's own: 1, 2 or 15). */
  productKind: OrderProductKind,
  productType: Schema.Int,
  productId: Schema.Int,
  productName: Schema.String,
  amount: Schema.String,
  /** 1 微信支付, 2 支付宝. */
  payType: Schema.Int,
  status: OrderStatus,
  createdAt: Schema.String,
  paidAt: Schema.NullOr(Schema.String),
  /** When an unpaid order closes (created + 15 minutes). */
  expiresAt: Schema.String,
  closedAt: Schema.NullOr(Schema.String),
  /** Whether 申请退款 is offered now; when not, `refundBlockedReason` says why (null for an unpaid order too). */
  refundable: Schema.Boolean,
  refundBlockedReason: Schema.NullOr(Schema.String),
  refund: Schema.NullOr(OrderRefundData),
  /** An invoice was applied for (an order is invoiced at most once). */
  invoiced: Schema.Boolean,
});
export type OrderData = typeof OrderData.Type;

/** What the pay call answers: the payment QR's content and what the QR page shows beside it. */
export const OrderPayData = Schema.Struct({
  uni: Schema.String,
  tradeNo: Schema.String,
  payType: Schema.Int,
  /** The text to render as the QR code (weixin://… or https://qr.alipay.com/…; the sandbox's scan-page URL). */
  codeUrl: Schema.String,
  amount: Schema.String,
  productName: Schema.String,
  expiresAt: Schema.String,
});
export type OrderPayData = typeof OrderPayData.Type;

export const OrderVerifyData = Schema.Struct({
  /** status is paid (refunding/refunded count as paid for this check: the purchase went through). */
  paid: Schema.Boolean,
  status: OrderStatus,
  order: OrderData,
});
export type OrderVerifyData = typeof OrderVerifyData.Type;

export const OrderListRequest = Schema.Struct({
  ...PaginationFields,
  /** Only orders in this state; all when absent. */
  status: Schema.optional(OrderStatus),
});

export const OrderByTradeNo = Schema.Struct({ tradeNo: OrderNoField });

export const OrderRefundRequest = Schema.Struct({
  tradeNo: OrderNoField,
  /** Why the learner wants the money back: 2-200 characters. */
  reason: Schema.Trim.pipe(Schema.minLength(2), Schema.maxLength(200)),
});
