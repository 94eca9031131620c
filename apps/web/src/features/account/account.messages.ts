import { MESSAGES } from "@taxlearn/core";
import { SHARED_TEXT } from "../../lib/shared.messages";

/**
 * The account screens' own Chinese texts (the spec gives none for these forms). Server outcomes (wrong password,
 * lock-out, wrong code …) are shown with the server's msg, never re-worded here.
 */
export const ACCOUNT_TEXT = {
  siteName: "财税学习平台",
  // fields
  mobileLabel: "手机号",
  mobilePlaceholder: "请输入11位手机号",
  passwordLabel: "密码",
  passwordPlaceholder: "请输入密码",
  newPasswordLabel: "新密码",
  newPasswordPlaceholder: "请设置8-20位密码",
  confirmPasswordLabel: "确认密码",
  confirmPasswordPlaceholder: "请再次输入密码",
  codeLabel: SHARED_TEXT.phoneCode.codeLabel,
  codePlaceholder: SHARED_TEXT.phoneCode.codePlaceholder,
  // validation (client side, before anything is sent)
  mobileRequired: SHARED_TEXT.phoneCode.mobileRequired,
  mobileInvalid: SHARED_TEXT.phoneCode.mobileInvalid,
  passwordRequired: "请输入密码",
  // the server's rule, word for word (apps/server: 8-20 characters with letters and digits)
  passwordRule: "密码须为8-20位，且同时包含字母和数字",
  confirmRequired: "请再次输入密码",
  confirmMismatch: "两次输入的密码不一致",
  codeRequired: SHARED_TEXT.phoneCode.codeRequired,
  codeInvalid: SHARED_TEXT.phoneCode.codeInvalid,
  agreementRequired: "请阅读并同意《用户服务协议》",
  // login
  loginTitle: "账号登录",
  loginSubtitle: "登录后可继续学习课程、收藏政策与案例",
  loginButton: "登录",
  loggingIn: "登录中…",
  loginSuccess: "登录成功",
  loginTabs: "登录方式",
  passwordTab: "密码登录",
  codeTab: "验证码登录",
  codeAgreementPrefix: "未注册的手机号验证后将自动注册，我已阅读并同意",
  codeRegistered: "注册成功，已为您登录",
  forgotLink: "忘记密码？",
  registerPrompt: "还没有账号？",
  registerLink: "立即注册",
  // register
  registerTitle: "注册账号",
  registerSubtitle: "使用手机号注册，即可免费学习平台公开课程",
  registerButton: "注册并登录",
  registering: "注册中…",
  registerSuccess: "注册成功",
  agreementPrefix: "我已阅读并同意",
  agreementLink: "《用户服务协议》",
  loginPrompt: "已有账号？",
  loginLink: "去登录",
  // forgot password
  forgotTitle: "找回密码",
  forgotSubtitle: "通过手机短信验证码重新设置登录密码",
  forgotButton: "重置密码",
  resetting: "提交中…",
  backToLogin: "返回登录",
  codeSent: SHARED_TEXT.phoneCode.codeSent,
  // organisation login
  orgLoggingIn: "正在登录机构…",
  orgLoggingInHint: "正在验证机构身份并加载机构配置，请稍候",
  orgLinkInvalid: "机构登录链接无效",
  orgLoginFailed: MESSAGES.orgLoginFailed,
  orgLinkMissing: (fields: readonly string[]) => `链接缺少必要的参数（${fields.join("、")}），请回到机构平台重新进入。`,
  orgPersonalLogin: "个人账号登录",
  goHome: "返回首页",
  // 404
  notFoundTitle: "页面不存在",
  notFoundText: "抱歉，您访问的页面不存在或已被移除。",
  browseCourses: "浏览课程",
  // feedback
  feedbackTitle: "意见反馈",
  // the brand side of the login and register pages
  brandSlogan: "专业财税知识，助力企业合规与个人成长",
  brandHighlights: [
    { mark: "课", title: "体系化财税课程", text: "覆盖出口退税、增值税、企业所得税、个人所得税与发票管理" },
    { mark: "政", title: "新政及时解读", text: "政策法规原文与专家解读同步更新，要点一目了然" },
    { mark: "案", title: "真实案例库", text: "稽查案例、经典税案与司法判例，助您防范涉税风险" },
  ],
  serviceHours: "服务时间：工作日 8:30-12:00, 13:00-17:00（法定节假日除外）",
  // /feedback
  feedbackLead:
    "您的意见是我们改进课程与服务的重要依据。无论是功能建议、内容纠错还是使用中遇到的问题，都欢迎告诉我们。",
  feedbackType: "反馈类型",
  feedbackRating: "整体评价（选填）",
  feedbackRatingLabel: "平台整体评价",
  feedbackContent: "反馈内容",
  feedbackContentPlaceholder: "请详细描述您的建议或遇到的问题，如涉及具体课程、政策或案例，请注明名称",
  feedbackContact: "联系电话（选填）",
  feedbackContactPlaceholder: "留下手机号，方便我们及时回复您",
  feedbackSubmit: "提交反馈",
  // /about, /join, /notice
  aboutIntro: "平台简介",
  aboutOffer: "我们提供",
  aboutContact: "联系我们",
  joinDuties: "岗位职责",
  joinRequirements: "任职要求",
  joinApply: "应聘方式",
  noticeDate: "发布日期：",
} as const;
