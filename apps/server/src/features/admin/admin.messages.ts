import { type AdminSectionKey, rolesNeededLabel } from "@taxlearn/core";

/** The operator console's Chinese texts (server side). */
export const ADMIN_MESSAGES = {
  forbidden: (section: AdminSectionKey) => `无权访问：该操作需要${rolesNeededLabel(section)}角色`,
  dayRange: "开始日期不能晚于结束日期",
} as const;
