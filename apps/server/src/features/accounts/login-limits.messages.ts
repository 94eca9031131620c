/** The login limits' own texts (the login's are in SERVER_MESSAGES). */
export const LOGIN_LIMIT_MESSAGES = {
  /** changePassword once the account's failed logins call for an SMS code. */
  oldPasswordLocked: "原密码错误次数过多，请稍后再试或通过短信验证码登录后修改",
} as const;
