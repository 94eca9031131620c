import { type AdminSectionKey, rolesNeededLabel } from "@taxlearn/core";

/** The operator console's Chinese texts (server side). */
export const ADMIN_MESSAGES = {
  forbidden: (section: AdminSectionKey) => `无权访问：该操作需要${rolesNeededLabel(section)}角色`,
  orderNotFound: "订单不存在",
  invoiceNotFound: "发票申请不存在",
  refundApproved: "退款已批准，款项已原路退回",
  refundRejected: "已驳回退款申请",
  dayRange: "开始日期不能晚于结束日期",
  userNotFound: "用户不存在",
  orgNotFound: "机构不存在",
} as const;
