import { type AdminSectionKey, rolesNeededLabel } from "@taxlearn/core";

/** The operator console's Chinese texts (server side). */
export const ADMIN_MESSAGES = {
  forbidden: (section: AdminSectionKey) => `无权访问：该操作需要${rolesNeededLabel(section)}角色`,
  courseNotFound: "课程不存在",
  courseAlreadyWithdrawn: "该课程已下架，无需重复下架",
  courseNotWithdrawn: "该课程正在销售中，无需重新上架",
  dayRange: "开始日期不能晚于结束日期",
} as const;
