/** The Chinese texts of the console's account calls. */
export const USERS_CONSOLE_MESSAGES = {
  userNotFound: "用户不存在",
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
