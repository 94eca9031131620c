/** The Chinese texts the third-login flow shows without asking the server. */
export const THIRD_LOGIN_MESSAGES = {
  unsupported: "暂不支持该第三方登录方式",
  stateMissing: "登录请求无效，请返回登录页重新扫码",
  declined: "您已在手机上拒绝授权，本次未登录",
  failed: "登录失败，请返回登录页重试",
} as const;

/** The social apps whose third-login page exists (spec §7: a third-login page of that social-app type). */
export const THIRD_LOGIN_PROVIDERS = ["wechat"] as const;

export interface ThirdLoginInput {
  /** the route's `:type` (wechat) */
  provider: string;
  /** the redirect's query: `code` is absent when the user declined on the phone */
  code: string | null;
  state: string | null;
}

/** What exchanging the redirect's code answered: a session, or a new identity that must bind a phone. */
export type ExchangeResult = { kind: "token"; token: string } | { kind: "bind"; bindKey: string; nickname: string };

export interface BindPhoneRequest {
  account: string;
  captcha: string;
  bindKey: string;
}

/** A refusal carries the server's (Chinese) message. */
export interface ThirdLoginFailure {
  message: string;
}

export interface ThirdLoginContext extends ThirdLoginInput {
  bindKey: string | null;
  nickname: string;
  token: string | null;
  /** the reason the flow ended without a session */
  error: string | null;
  /** the last refusal of the 绑定手机号 form (wrong code, phone bound to another account …) */
  bindError: string | null;
}

export type ThirdLoginEvent = { type: "BIND.SUBMIT"; account: string; captcha: string };

/** How the flow ended (the machine's output). */
export type ThirdLoginOutcome = { _tag: "signedIn"; token: string } | { _tag: "failed"; message: string };

export const failureMessage = (error: unknown): string => {
  const message = (error as Partial<ThirdLoginFailure> | null)?.message;
  return typeof message === "string" && message !== "" ? message : THIRD_LOGIN_MESSAGES.failed;
};
