/** The texts of the 扫码登录 panel, the third-login page and the DingTalk entry (server refusals are shown as sent). */
export const SOCIAL_LOGIN_TEXT = {
  qrTitle: "扫码登录",
  qrSubtitle: "使用微信扫码，安全快捷登录",
  qrHint: "请使用微信扫一扫，在手机上确认登录",
  qrCodeLabel: "微信登录二维码",
  openHere: "在本设备打开",
  validity: (minutes: number) => `二维码${minutes}分钟内有效`,
  sandbox: "沙箱微信 · 不会访问真实微信",
  loading: "正在生成二维码…",
  refresh: "刷新二维码",
  qrLink: "扫码登录",
  passwordLink: "密码登录",
  thirdTitle: "微信登录",
  exchanging: "正在确认微信授权…",
  signingIn: "正在登录…",
  bindTitle: "绑定手机号",
  bindSubtitle: (nickname: string) => `微信用户「${nickname}」首次登录，请绑定手机号`,
  bindButton: "绑定并登录",
  binding: "绑定中…",
  backToLogin: "返回登录页",
  loginSuccess: "登录成功",
  ddTitle: "钉钉登录",
  ddWorking: "正在通过钉钉登录…",
} as const;

/** Where the page the learner came from waits while the browser visits the provider (same tab). */
export const THIRD_LOGIN_REDIRECT_KEY = "thirdLoginRedirect";
