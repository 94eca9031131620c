/** The picture captcha's Chinese texts (envelope `msg`). */
export const CAPTCHA_MESSAGES = {
  loginNeedsCaptcha: "登录失败次数较多，请输入图形验证码",
  smsNeedsCaptcha: "请输入图形验证码后再获取短信验证码",
  wrong: "图形验证码错误，请重新输入",
  expired: "图形验证码已失效，请重新输入新的验证码",
  unknownCaptcha: "图形验证码不存在或已使用",
} as const;
