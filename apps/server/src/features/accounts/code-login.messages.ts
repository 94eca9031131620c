/** The SMS-code login's own texts (the shared ones are in SERVER_MESSAGES). */
export const CODE_LOGIN_MESSAGES = {
  agreementRequired: "该手机号尚未注册，请阅读并同意《用户服务协议》后登录",
  registeredAndLoggedIn: "注册成功，已为您登录",
} as const;
