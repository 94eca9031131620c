import { type AdminSectionKey, rolesNeededLabel } from "@taxlearn/core";

/** The operator console's Chinese texts (server side). */
export const ADMIN_MESSAGES = {
  forbidden: (section: AdminSectionKey) => `无权访问：该操作需要${rolesNeededLabel(section)}角色`,
  courseNotFound: "课程不存在",
  courseAlreadyWithdrawn: "该课程已下架，无需重复下架",
  courseNotWithdrawn: "该课程正在销售中，无需重新上架",
  dayRange: "开始日期不能晚于结束日期",
  userNotFound: "用户不存在",
  orgNotFound: "机构不存在",
  disableReasonRequired: "请填写禁用原因",
  cannotDisableSelf: "不能禁用自己的账号",
  userDisabled: "已禁用该账号，其登录已全部失效",
  userEnabled: "已启用该账号",
  passwordReset: "已重置密码，请将临时密码告知用户本人",
  passwordResetTitle: "您的登录密码已被重置",
  passwordResetContent:
    "客服已为您重置登录密码，请使用客服告知的临时密码登录后，在账号设置中修改为新密码。如非本人申请，请立即联系客服。",
  unknownRole: (name: string) => `角色“${name}”不存在，可选：内容编辑、财务、客服、管理员`,
  keepOwnAdmin: "不能取消自己的管理员角色",
  rolesSaved: "角色已保存",
} as const;
