/**
 * Texts of the app's shared parts (used by several feature areas). Each feature area keeps its own texts in its
 * `<area>.messages.ts`; the spec's texts come from core's MESSAGES.
 */
export const SHARED_TEXT = {
  /**
   * The course label badges of spec §4 ("badge one/two/three"; the spec gives no words): one is productType 15, a
   * series bundling several courses; two is a course taught chapter by chapter (teaching method 1; a micro-course
   * cut from such a course); three is a course on one topic (teaching method 2 or 3; a standalone micro-course).
   */
  courseLabelBadge: { one: "系列课", two: "体系课", three: "专题课" },
  /** The words of the createMode 2 logo (public/badges/live-special.svg); see components/live/live-special-logo.ts. */
  liveSpecialLogo: "特别直播",
  /** A mobile number and its SMS code, wherever a form asks for them (account screens, the learner centre). */
  phoneCode: {
    codeLabel: "短信验证码",
    codePlaceholder: "请输入6位验证码",
    codeSent: "验证码已发送，请注意查收短信",
    mobileRequired: "请输入手机号",
    mobileInvalid: "请输入正确的11位手机号",
    codeRequired: "请输入短信验证码",
    codeInvalid: "验证码为6位数字",
  },
  /** The picture captcha the server asks for after repeated failures or before texting a new number. */
  picture: {
    required: "请输入图形验证码",
  },
} as const;
