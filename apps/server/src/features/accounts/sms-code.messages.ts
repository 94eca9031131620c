/**
 * The answers to register and reset code requests: one text whether or not the number has an account, so the
 * answer does not tell (the SMS that arrives, or does not, tells only the phone's holder).
 */
export const SMS_CODE_MESSAGES = {
  registerCodeSent: "如该手机号尚未注册，验证码已发送，请注意查收",
  forgetCodeSent: "如该手机号已注册，验证码已发送，请注意查收",
} as const;
