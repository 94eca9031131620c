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
  operatorAccount: "该钉钉账号关联的是平台工作人员账号，不能通过钉钉登录，请使用手机号登录",
  loggedIn: "登录成功",
} as const;

/** The Chinese texts of the organisations' own OAuth2 login. */
export const ORG_OAUTH2_MESSAGES = {
  disabled: "机构认证登录暂未开通，请使用手机号登录",
  noApp: "该机构尚未开通机构认证登录，请联系机构管理员",
  stateMissing: "登录请求无效，请从机构入口重新登录",
  stateNotThisBrowser: "登录请求与当前浏览器不匹配，请在发起登录的浏览器中重新登录",
  stateUsed: "该登录请求已使用，请从机构入口重新登录",
  stateExpired: "登录请求已过期，请从机构入口重新登录",
  codeInvalid: "机构授权码无效或已使用，请从机构入口重新登录",
  providerRejected: (code: string) => `机构认证失败（${code}），请从机构入口重新登录`,
  providerUnavailable: "机构认证服务暂时无法访问，请稍后再试",
  operatorAccount: "该机构账号关联的是平台工作人员账号，不能通过机构认证登录，请使用手机号登录",
  loggedIn: "登录成功",
} as const;

/** The texts of the page DingTalk opens (dingtalk-login-page.ts); its script shows the failures among them. */
export const DD_LOGIN_TEXTS = {
  title: "钉钉登录",
  working: "正在通过钉钉登录…",
  disabled: SSO_MESSAGES.disabled,
  unknownOrganisation: "机构不存在，请从钉钉工作台重新进入",
  noApp: SSO_MESSAGES.noApp,
  openInDingTalk: "请在钉钉工作台中打开本应用",
  codeRefused: "钉钉未能提供免登码，请从钉钉工作台重新进入",
  network: "网络异常，请稍后重试",
  home: "返回首页",
} as const;
