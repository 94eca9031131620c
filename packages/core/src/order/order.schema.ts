import { Schema } from "effect";
import { decodeWith } from "../shared/decode";
import { Nullish, NumericField } from "../shared/fields.schema";

// Bodies are form-encoded (spec §7), so numbers may arrive as text; NumericField accepts both.

/** spec §3, §7 POST /api/order/online/create body. */
export const OrderCreate = Schema.Struct({
  storeId: NumericField,
  productType: NumericField,
  productId: NumericField,
  cartNum: NumericField,
  uniqueId: Schema.String,
  payType: NumericField,
  inviteCode: Nullish(Schema.String),
});
export type OrderCreate = typeof OrderCreate.Type;
export const decodeOrderCreate = decodeWith(OrderCreate);

/** spec §3, §7 POST /api/order/online/pay body. */
export const OrderPay = Schema.Struct({
  uni: Schema.String,
  payType: NumericField,
  from: Schema.String,
});
export type OrderPay = typeof OrderPay.Type;
export const decodeOrderPay = decodeWith(OrderPay);

/** spec §3, §7 POST /api/order/verifyStatus body. */
export const OrderVerify = Schema.Struct({
  productId: NumericField,
  userId: NumericField,
  productType: NumericField,
  tradeNo: Schema.String,
});
export type OrderVerify = typeof OrderVerify.Type;
export const decodeOrderVerify = decodeWith(OrderVerify);
