import { Schema } from "effect";
import { PRODUCT_TYPES } from "../course/product-type";
import { IdField, IntField, NonNegativeIntField, Nullish } from "../shared/fields.schema";

// Bodies are form-encoded (spec §7), so numbers may arrive as text; the integer fields accept both, within int4.

/** How an order is paid (payType of the create and pay calls). */
export const PAY_TYPES = { wechat: 1, alipay: 2 } as const;
export type PayTypeValue = (typeof PAY_TYPES)[keyof typeof PAY_TYPES];
/** 1 微信支付 or 2 支付宝, as a number or its decimal text. */
export const PayTypeField = IntField.pipe(
  Schema.filter((n): boolean => n === 1 || n === 2, { message: () => "must be 1 or 2" }),
);

/**
 * The productType of a VIP membership order. Course orders carry the course's own productType (1, 2 or 15, spec
 * §3), so 99 cannot be mistaken for a content kind.
 */
export const VIP_ORDER_PRODUCT_TYPE = PRODUCT_TYPES.vip;

/** The idempotency key the client makes once per purchase attempt: 1-64 letters, digits, `-` or `_`. */
export const UniqueIdField = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{1,64}$/));
/** An invite code: empty (none) or 4-32 letters and digits. */
export const InviteCodeField = Schema.Trim.pipe(Schema.pattern(/^([A-Za-z0-9]{4,32})?$/));
/** The public handle of an order (`uni`) and its trade number (`tradeNo`): 6-32 letters and digits. */
export const OrderNoField = Schema.Trim.pipe(Schema.pattern(/^[A-Za-z0-9]{6,32}$/));
/** An order's `uni` or `tradeNo` as a request carries it: not any string. */
export const OrderNo = OrderNoField.pipe(Schema.brand("OrderNo"));
export type OrderNo = typeof OrderNo.Type;

/** spec §3, §7 POST /api/order/online/create body. */
export const OrderCreate = Schema.Struct({
  storeId: NonNegativeIntField,
  productType: NonNegativeIntField,
  productId: IdField,
  cartNum: IdField,
  uniqueId: UniqueIdField,
  payType: PayTypeField,
  inviteCode: Nullish(InviteCodeField),
});
export type OrderCreate = typeof OrderCreate.Type;

/**
 * Where the learner pays, which picks the provider's flow (the `from` of the pay call): `pc` a QR code to scan with
 * a phone (WeChat Native, Alipay precreate); `h5` a phone browser outside WeChat (WeChat Pay H5, Alipay WAP: the
 * phone opens the provider's page); `wechat` inside WeChat's own browser (WeChat Pay JSAPI with the learner's openid).
 */
export const PAY_FROM_VALUES = ["pc", "h5", "wechat"] as const;
export const PayFrom = Schema.Literal(...PAY_FROM_VALUES);
export type PayFrom = typeof PayFrom.Type;

/** spec §3, §7 POST /api/order/online/pay body. Any other `from` is refused (400 参数格式不正确：from). */
export const OrderPay = Schema.Struct({
  uni: OrderNoField,
  payType: PayTypeField,
  from: PayFrom,
});
export type OrderPay = typeof OrderPay.Type;

/** spec §3, §7 POST /api/order/verifyStatus body. */
export const OrderVerify = Schema.Struct({
  productId: IdField,
  userId: IdField,
  productType: NonNegativeIntField,
  tradeNo: OrderNoField,
});
export type OrderVerify = typeof OrderVerify.Type;

/** The states of an order (see order.rules.ts for the transitions). */
export const ORDER_STATUSES = ["created", "paying", "paid", "closed", "refunding", "refunded"] as const;
export const OrderStatus = Schema.Literal(...ORDER_STATUSES);
export type OrderStatus = typeof OrderStatus.Type;

/** What an order buys. */
export const OrderProductKind = Schema.Literal("vip", "course");
export type OrderProductKind = typeof OrderProductKind.Type;
