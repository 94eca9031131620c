import { LEARNER_ACCOUNT_TEXTS } from "@taxlearn/api";

/** The Chinese texts of the profile calls (/center/userInfo). */
export const PROFILE_TEXTS = {
  badImage: LEARNER_ACCOUNT_TEXTS.badImage,
  usernameRule: LEARNER_ACCOUNT_TEXTS.usernameRule,
  usernameSaved: "用户名已保存",
  avatarSaved: "头像已更新",
  mobileTaken: "该手机号已被其他账号绑定",
  mobileSame: "新手机号与当前绑定的手机号相同",
  mobileBound: "手机号已绑定",
  oldPasswordWrong: "原密码错误",
  oldPasswordMissing: "该账号尚未设置密码，请通过忘记密码设置",
  passwordSame: "新密码不能与原密码相同",
  passwordChanged: (others: number) => (others === 0 ? "密码已修改" : `密码已修改，其他${others}处登录已退出`),
} as const;
