/** A solved picture captcha, sent with the login once the server asked for one. */
export interface PictureAnswer {
  captchaId: string;
  captchaAnswer: string;
}

/** What the learner submits on the 验证码登录 tab. */
export interface CodeLoginRequest {
  account: string;
  code: string;
  /** the service-agreement box was ticked */
  agreement: boolean;
  picture: PictureAnswer | null;
}

/** How the `codeLogin` actor rejects: the server's message, and whether it asks for a picture or the agreement. */
export type CodeLoginError =
  | { kind: "picture"; message: string }
  | { kind: "agreement"; message: string }
  | { kind: "rejected"; message: string };

/** What the `codeLogin` actor resolves with (the server's login answer). */
export interface CodeLoginResult {
  token: string;
  registered: boolean;
}

export interface CodeLoginContext {
  /** the server asked for a picture captcha: the form shows it until the login succeeds */
  pictureAsked: boolean;
  /** bumped on every refusal that used a picture up: the form loads a new picture when it changes */
  pictureRound: number;
  /** the number is new and the agreement box was not ticked: the form highlights it */
  agreementAsked: boolean;
  /** the last refusal's message, for the form's alert */
  alert: string | null;
}

export type CodeLoginEvent = { type: "LOGIN.SUBMIT"; request: CodeLoginRequest } | { type: "ALERT.DISMISS" };

export interface CodeLoginView {
  submitting: boolean;
  signedIn: boolean;
  pictureAsked: boolean;
  pictureRound: number;
  agreementAsked: boolean;
  alert: string | null;
  submit: (request: CodeLoginRequest) => void;
  dismissAlert: () => void;
}
