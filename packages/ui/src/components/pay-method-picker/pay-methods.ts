import { COMMERCE_UI_TEXT } from "../../commerce.messages";

/** The two ways a Chinese learner pays by scanning: WeChat Pay and Alipay. */
export type PayMethodKind = "wechat" | "alipay";

export const PAY_METHOD_KINDS: readonly PayMethodKind[] = ["wechat", "alipay"];

/** 微信支付 / 支付宝 */
export const payMethodLabel = (kind: PayMethodKind): string =>
  kind === "wechat" ? COMMERCE_UI_TEXT.wechatPay : COMMERCE_UI_TEXT.alipay;
