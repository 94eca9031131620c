import { Schema } from "effect";
import { decodeWith } from "../shared/decode";
import { IdField, NonNegativeIntField, Nullish } from "../shared/fields.schema";

// Bodies are form-encoded (spec §7), so numbers may arrive as text; the integer fields accept both, within int4.

/** spec §3, §7 POST /api/order/online/create body. */
export const OrderCreate = Schema.Struct({
  storeId: NonNegativeIntField,
  productType: NonNegativeIntField,
  productId: IdField,
  cartNum: IdField,
  uniqueId: Schema.String,
  payType: NonNegativeIntField,
  inviteCode: Nullish(Schema.String),
});
export type OrderCreate = typeof OrderCreate.Type;
export const decodeOrderCreate = decodeWith(OrderCreate);

/** spec §3, §7 POST /api/order/online/pay body. */
export const OrderPay = Schema.Struct({
  uni: Schema.String,
  payType: NonNegativeIntField,
  from: Schema.String,
});
export type OrderPay = typeof OrderPay.Type;
export const decodeOrderPay = decodeWith(OrderPay);

/** spec §3, §7 POST /api/order/verifyStatus body. */
export const OrderVerify = Schema.Struct({
  productId: IdField,
  userId: IdField,
  productType: NonNegativeIntField,
  tradeNo: Schema.String,
});
export type OrderVerify = typeof OrderVerify.Type;
export const decodeOrderVerify = decodeWith(OrderVerify);
