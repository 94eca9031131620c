import { INVOICE_LIMITS } from "@taxlearn/core";

/** The Chinese texts of the invoice calls (field checks come from core's INVOICE_MESSAGES). */
export const INVOICES_MESSAGES = {
  titleNotFound: "发票抬头不存在",
  titleLimit: `发票抬头最多保存${INVOICE_LIMITS.titlesPerLearner}个，请先删除不用的抬头`,
  titleSaved: "发票抬头已保存",
  titleDeleted: "发票抬头已删除",
  defaultSet: "已设为默认抬头",
  unprintable: (field: string, chars: readonly string[]) =>
    `${field}含有发票无法打印的生僻字：${chars.join("")}，请改用常用字或同音字`,
  ordersRequired: "请选择要开票的订单（tradeNos）",
  tooManyOrders: (max: number) => `一次最多为${max}个订单开票`,
  orderNotFound: (tradeNo: string) => `订单不存在：${tradeNo}`,
  orderNotPaid: (tradeNo: string) => `订单未支付，不能开票：${tradeNo}`,
  orderRefunded: (tradeNo: string) => `订单已退款或正在退款，不能开票：${tradeNo}`,
  orderInvoiced: (tradeNo: string) => `订单已申请过发票：${tradeNo}`,
  orderInvoicedConcurrently: "所选订单已申请过发票，请刷新后重试",
  applied: "发票申请已提交，开具后将发送至您的邮箱",
  applicationNotFound: "发票申请不存在",
  pdfNotIssued: "发票尚未开具",
} as const;

/** Field names as the forms label them, for messages about a field's content. */
export const INVOICE_FIELD_LABELS: Record<string, string> = {
  name: "抬头名称",
  address: "注册地址",
  bank: "开户银行",
};
