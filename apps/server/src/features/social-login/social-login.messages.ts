/** The Chinese texts of the social-app QR login and phone binding. */
export const SOCIAL_LOGIN_MESSAGES = {
  disabled: "微信登录暂未开通，请使用手机号登录",
  stateMissing: "登录请求无效，请返回登录页重新扫码",
  stateNotThisBrowser: "登录请求与当前浏览器不匹配，请在发起扫码登录的浏览器中重新扫码",
  stateUsed: "该登录请求已使用，请返回登录页重新扫码",
  stateExpired: "二维码已过期，请返回登录页重新扫码",
  codeInvalid: "微信授权码无效或已过期，请重新扫码",
  codeUsed: "微信授权码已使用，请重新扫码",
  providerRejected: (code: string) => `微信登录失败（错误码 ${code}），请稍后重新扫码`,
  providerUnavailable: "微信服务暂时无法访问，请稍后再试",
  loggedIn: "登录成功",
  needBindPhone: "首次使用微信登录，请绑定手机号",
  bindExpired: "绑定已过期，请返回登录页重新扫码",
  phoneBoundToOther: "该手机号已绑定其他微信账号，请使用原微信扫码登录，或更换手机号",
  identityBoundMeanwhile: "该微信已绑定其他手机号，请直接扫码登录",
  bound: "绑定成功",
} as const;
