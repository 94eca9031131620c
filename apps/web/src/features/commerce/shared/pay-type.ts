import { PAY_TYPES, type PayTypeValue } from "@taxlearn/core";
import type { PayMethodKind } from "@taxlearn/ui";

/** The kit's wallet and the API's payType (1 微信支付, 2 支付宝). */
export const payTypeOf = (kind: PayMethodKind): PayTypeValue => PAY_TYPES[kind];

export const payMethodOf = (payType: number): PayMethodKind => (payType === PAY_TYPES.alipay ? "alipay" : "wechat");
