import { UI_TEXT } from "../../ui.messages";

/** The two ways a Chinese learner pays by scanning: WeChat Pay and Alipay. */
export type PayMethodKind = "wechat" | "alipay";

export const PAY_METHOD_KINDS: readonly PayMethodKind[] = ["wechat", "alipay"];

/** 微信支付 / 支付宝 */
export const payMethodLabel = (kind: PayMethodKind): string =>
  kind === "wechat" ? UI_TEXT.commerce.wechatPay : UI_TEXT.commerce.alipay;
