import { OrderNo, OrderProductKind, OrderStatus } from "@taxlearn/core";
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

/**
 * How the page completes a payment (chosen by the pay call's `from` and payType):
 * - `qr` (from=pc): render `codeUrl` as a QR code for a phone to scan (WeChat Native, Alipay precreate).
 * - `redirect` (from=h5): open `codeUrl` in this window — WeChat Pay's `h5_url` (its `redirect_url` is the site's
 *   pay-result page) or Alipay's signed WAP cashier URL (its `return_url` is the pay-result page).
 * - `jsapi` (from=wechat, 微信支付 inside WeChat): call
 *   `WeixinJSBridge.invoke("getBrandWCPayRequest", jsapi, callback)`, then go to the pay-result page.
 * Whatever the provider reports back to the page, the pay-result page asks verifyStatus: only the server's answer
 * (from the provider's verified notification or a query) says paid.
 */
export const PayFlow = Schema.Literal("qr", "redirect", "jsapi");
export type PayFlow = typeof PayFlow.Type;

/** The parameters of getBrandWCPayRequest, signed by the server (paySign: RSA-SHA256 of appId, timeStamp, nonceStr, package). */
export const WechatJsapiParams = Schema.Struct({
  appId: Schema.String,
  /** Seconds since the epoch, as text (WeChat's spelling). */
  timeStamp: Schema.String,
  nonceStr: Schema.String,
  /** `prepay_id=…` */
  package: Schema.String,
  signType: Schema.Literal("RSA"),
  paySign: Schema.String,
});
export type WechatJsapiParams = typeof WechatJsapiParams.Type;

/** The site page the providers send the learner back to after a phone payment (core route `payResult`). */
export const PAY_RESULT_PATH = "/pay/result";
/** The pay-result page of one order (its tradeNo, as verifyStatus and orderDetail take it). */
export const payResultPath = (tradeNo: string) => `${PAY_RESULT_PATH}?tradeNo=${encodeURIComponent(tradeNo)}`;

/** What the pay call answers: how the page completes the payment, and what it shows beside it. */
export const OrderPayData = Schema.Struct({
  uni: Schema.String,
  tradeNo: Schema.String,
  payType: Schema.Int,
  flow: PayFlow,
  /**
   * flow `qr`: the text to render as the QR code (weixin://… or https://qr.alipay.com/…; the sandbox's scan page).
   * flow `redirect`: the URL this window opens (WeChat's h5_url, Alipay's WAP cashier; the sandbox's stand-ins).
   * flow `jsapi`: empty.
   */
  codeUrl: Schema.String,
  /** flow `jsapi` only: the getBrandWCPayRequest parameters; null otherwise. */
  jsapi: Schema.NullOr(WechatJsapiParams),
  /**
   * flow `jsapi` with the sandbox provider only: a script (same origin) that defines the sandbox's WeixinJSBridge
   * stand-in, for a browser outside WeChat; load it before invoking. Absent with a live provider.
   */
  jsapiBridgeUrl: Schema.optional(Schema.String),
  amount: Schema.String,
  productName: Schema.String,
  expiresAt: Schema.String,
});
export type OrderPayData = typeof OrderPayData.Type;

/**
 * Starts WeChat's silent authorisation for the learner's openid (JSAPI pays for it). `returnTo`: the site path to come
 * back to (starting with one `/`), e.g. the place-order page; the server appends `wxAuth=ok` or `wxAuth=failed`.
 */
export const WechatPayerAuthorizeRequest = Schema.Struct({
  returnTo: Schema.String.pipe(Schema.pattern(/^\/(?:[^\s/\\][^\s]{0,510})?$/)),
});

export const WechatPayerAuthorizeData = Schema.Struct({
  /** The learner's openid is known: pay with from=wechat now. */
  bound: Schema.Boolean,
  /** Not bound: set window.location to this (WeChat's authorize page; the sandbox's stand-in). Null when bound. */
  authorizeUrl: Schema.NullOr(Schema.String),
});
export type WechatPayerAuthorizeData = typeof WechatPayerAuthorizeData.Type;

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

export const OrderByTradeNo = Schema.Struct({ tradeNo: OrderNo });

export const OrderRefundRequest = Schema.Struct({
  tradeNo: OrderNo,
  /** Why the learner wants the money back: 2-200 characters. */
  reason: Schema.Trim.pipe(Schema.minLength(2), Schema.maxLength(200)),
});
