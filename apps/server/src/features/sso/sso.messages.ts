import { MESSAGES } from "@taxlearn/core";

/** The Chinese texts of the workplace single sign-on. */
export const SSO_MESSAGES = {
  disabled: "钉钉登录暂未开通，请使用手机号登录",
  noApp: "该机构尚未开通钉钉登录，请联系机构管理员",
  codeInvalid: "钉钉免登码无效或已使用，请从钉钉工作台重新进入",
  providerRejected: (code: string) => `钉钉登录失败（错误码 ${code}），请从钉钉工作台重新进入`,
  providerUnavailable: "钉钉服务暂时无法访问，请稍后再试",
  /** spec §8: the single sign-on's user info failed. */
  loginAbnormal: MESSAGES.ssoLoginError,
  accessTokenInvalid: "单点登录凭证无效或已使用，请从钉钉工作台重新进入",
  loggedIn: "登录成功",
} as const;
