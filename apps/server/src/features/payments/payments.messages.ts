/** The Chinese texts of the payments feature's calls and pages. */
export const PAYMENT_MESSAGES = {
  wechatAuthUnavailable: "当前无法使用微信内支付，请在浏览器中打开或使用其他支付方式",
  returnToInvalid: "返回地址不正确：returnTo",
  authExpired: "微信授权已失效，请返回重新发起支付",
  authFailed: "微信授权失败，请返回重新发起支付",
} as const;
