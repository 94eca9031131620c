import { TrackingEvent } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import {
  EmptyRequest,
  FlagParam,
  IdParam,
  IntParam,
  MobileParam,
  NoData,
  NonNegativeIntParam,
  SmsCodeParam,
  TextParam,
} from "../contract/params";
import {
  CaptchaScene,
  LearningOptionGroup,
  LoginData,
  ProvinceData,
  SsoAccessTokenData,
  SsoLoginData,
  UserInfoData,
  WechatQrConnectData,
} from "./account.schema";

/**
 * The answer to a picture captcha (imageCaptcha) that a guarded call carries once the server asked for it with
 * status 449 (BUSINESS_STATUS.imageCaptchaRequired). Used up by the call, right or wrong.
 */
export const ImageCaptchaFields = {
  captchaId: Schema.optional(Schema.String.pipe(Schema.maxLength(64))),
  captchaAnswer: Schema.optional(Schema.String.pipe(Schema.maxLength(16))),
};

export const login = defineContract({
  name: "login",
  method: "POST",
  path: "/api/app/login",
  request: Schema.Struct({
    account: MobileParam,
    password: Schema.String.pipe(Schema.minLength(1)),
    captcha: Schema.optional(Schema.String),
    companyId: Schema.optional(Schema.String),
    orgId: Schema.optional(IdParam),
    ...ImageCaptchaFields,
  }),
  data: LoginData,
  summary:
    "Password login with a mainland mobile number; from 3 failures of the account or 10 of the address in 15 minutes a picture captcha (449), after 5 of the account an SMS code (scene login, 428), after 20 of the address 429.",
});

export const codeLogin = defineContract({
  name: "codeLogin",
  method: "POST",
  path: "/api/app/codeLogin",
  request: Schema.Struct({
    account: MobileParam,
    /** the SMS code of scene login (GET /api/auth/captcha?scene=login) */
    captcha: SmsCodeParam,
    /** 1: the learner accepted the user service agreement; required when the number has no account yet */
    agreement: Schema.optional(FlagParam),
    ...ImageCaptchaFields,
  }),
  data: Schema.Struct({ ...LoginData.fields, registered: Schema.Boolean }),
  summary:
    "SMS-code login: a code of scene login signs in the number's account, or creates one (agreement=1 required) for a new number; registered tells which.",
});

export const imageCaptcha = defineContract({
  name: "imageCaptcha",
  method: "GET",
  path: "/api/auth/captchaImage",
  request: EmptyRequest,
  data: Schema.Struct({ captchaId: Schema.String, image: Schema.String, expiresInSeconds: Schema.Int }),
  summary:
    "A new picture captcha (SVG data URL, 4 characters, 2 minutes, one attempt); its answer goes with the call that asked for it (status 449).",
});

export const userInfo = defineContract({
  name: "userInfo",
  method: "GET",
  path: "/api/userInfo",
  request: EmptyRequest,
  data: UserInfoData,
  auth: "required",
  summary: "The current user with VIP info (spec §3).",
});

export const logout = defineContract({
  name: "logout",
  method: "POST",
  path: "/api/auth/logout",
  request: EmptyRequest,
  data: NoData,
  auth: "required",
  summary: "Revokes the token used for this call.",
});

const PasswordWithCode = {
  account: MobileParam,
  captcha: SmsCodeParam,
  password: Schema.String,
};

export const register = defineContract({
  name: "register",
  method: "POST",
  path: "/api/register",
  request: Schema.Struct({ ...PasswordWithCode, userType: Schema.optional(NonNegativeIntParam) }),
  data: LoginData,
  summary: "Creates an account after checking the SMS code; answers with a login.",
});

export const forgetPassword = defineContract({
  name: "forgetPassword",
  method: "POST",
  path: "/api/forget/password",
  request: Schema.Struct(PasswordWithCode),
  data: NoData,
  summary: "Sets a new password after checking the SMS code; revokes existing tokens.",
});

export const captcha = defineContract({
  name: "captcha",
  method: "GET",
  path: "/api/auth/captcha",
  request: Schema.Struct({
    account: MobileParam,
    scene: Schema.optionalWith(CaptchaScene, { default: () => "login" }),
    ...ImageCaptchaFields,
  }),
  data: Schema.Struct({ expiresInSeconds: Schema.Int, resendInSeconds: Schema.Int }),
  // a signed-in learner binding a new number needs no picture
  auth: "optional",
  summary:
    "Sends a 6-digit SMS code; one per 60 s and 10 per day per number; to a number without an account (not signed in) only with a solved picture captcha (449).",
});

export const verify = defineContract({
  name: "verify",
  method: "POST",
  path: "/api/auth/verify",
  request: Schema.Struct({
    account: MobileParam,
    captcha: SmsCodeParam,
    scene: Schema.optionalWith(CaptchaScene, { default: () => "login" }),
  }),
  data: Schema.Struct({ valid: Schema.Boolean }),
  summary: "Checks an SMS code without using it up.",
});

export const cityList = defineContract({
  name: "cityList",
  method: "GET",
  path: "/api/city_list",
  request: EmptyRequest,
  data: Schema.Array(ProvinceData),
  summary: "Provinces with their cities.",
});

export const userPreference = defineContract({
  name: "userPreference",
  method: "POST",
  path: "/api/user/preference",
  request: Schema.Struct({
    provinceId: Schema.optional(IdParam),
    cityId: Schema.optional(IdParam),
    interests: Schema.optional(Schema.String),
  }),
  data: Schema.Struct({
    provinceId: Schema.NullOr(Schema.Int),
    cityId: Schema.NullOr(Schema.Int),
    interests: Schema.Array(Schema.String),
  }),
  auth: "required",
  summary: "Saves the learner's region and interests (comma-separated) and returns them.",
});

export const learningOptions = defineContract({
  name: "learningOptions",
  method: "GET",
  path: "/api/preferences/learning/options",
  request: Schema.Struct({ group: Schema.optional(Schema.String) }),
  data: Schema.Array(LearningOptionGroup),
  summary: "The choices offered when setting a learning goal.",
});

export const setLearningGoal = defineContract({
  name: "setLearningGoal",
  method: "POST",
  path: "/api/user/setLearningGoal",
  request: Schema.Struct({
    optionIds: TextParam,
    note: Schema.optional(Schema.String),
    /** Hours a week the learner can study, 1–40 (a study plan never plans more). */
    weeklyHours: Schema.optional(IntParam.pipe(Schema.between(1, 40))),
    /** The day the learner wants to be done by, `yyyy-MM-dd`. */
    deadline: Schema.optional(Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/))),
  }),
  data: Schema.Struct({
    optionIds: Schema.Array(Schema.Int),
    note: Schema.String,
    weeklyHours: Schema.optional(Schema.Int),
    deadline: Schema.optional(Schema.NullOr(Schema.String)),
  }),
  auth: "required",
  summary: "Saves the learning goal: comma-separated option ids from learningOptions, weekly hours and a deadline.",
});

export const writeRecord = defineContract({
  name: "writeRecord",
  method: "POST",
  path: "/api/statistic/writeRecord",
  request: Schema.Struct({
    path: TextParam,
    title: Schema.optional(Schema.String),
    deviceId: Schema.optional(Schema.String),
    durationSeconds: Schema.optional(NonNegativeIntParam),
  }),
  data: NoData,
  auth: "optional",
  summary: "Records a page visit (anonymous visitors by device id).",
});

export const trackEvent = defineContract({
  name: "trackEvent",
  method: "POST",
  path: "/api/statistic/event",
  request: Schema.Struct({ ...TrackingEvent.fields, deviceId: Schema.optional(Schema.String) }),
  data: NoData,
  auth: "optional",
  summary: "Records a click-tracking event; jsonParam is a JSON text.",
});

export const ddUserToken = defineContract({
  name: "ddUserToken",
  method: "POST",
  path: "/api/auth/getDDUserToken",
  request: Schema.Struct({ code: TextParam, orgId: Schema.optional(IdParam) }),
  data: SsoAccessTokenData,
  orgHeader: true,
  summary:
    "Workplace-messaging (DingTalk) single sign-on, step 1: exchanges the workplace app's one-time auth code of the " +
    "organisation (body or header orgId) for a short-lived single-sign-on access token (spec §7 accesstoken header).",
});

export const ddLoginUserInfo = defineContract({
  name: "ddLoginUserInfo",
  method: "POST",
  path: "/api/auth/getDDLoginUserInfo",
  request: EmptyRequest,
  data: SsoLoginData,
  summary:
    "Single sign-on, step 2: spends the accesstoken header's access token (once) and answers the account bound to " +
    "the provider's user id inside the organisation (created there on first use, never matched by phone), with a session token.",
});

export const wechatQrConnect = defineContract({
  name: "wechatQrConnect",
  method: "POST",
  path: "/api/web/wechat/qrconnect",
  request: EmptyRequest,
  data: WechatQrConnectData,
  summary:
    "Starts a social-app QR login: the provider's authorise URL whose state is bound to this browser by an " +
    "HttpOnly cookie (single use, 10 minutes).",
});

export const wechatAuth = defineContract({
  name: "wechatAuth",
  method: "POST",
  path: "/api/web/wechat/auth",
  request: Schema.Struct({ code: TextParam, state: TextParam }),
  data: Schema.Struct({
    token: Schema.NullOr(Schema.String),
    needBindPhone: Schema.Boolean,
    bindKey: Schema.NullOr(Schema.String),
    nickname: Schema.String,
  }),
  summary:
    "Social-app QR login: checks the state against this browser's cookie, exchanges the code on the server; a known " +
    "identity gets a token, a new one a bindKey for bindingPhone.",
});

export const bindingPhone = defineContract({
  name: "bindingPhone",
  method: "POST",
  path: "/api/auth/bindingPhone",
  request: Schema.Struct({ account: MobileParam, captcha: SmsCodeParam, bindKey: TextParam }),
  data: LoginData,
  summary:
    "Binds a new social-app identity to a mobile number (SMS code of scene bind): links the existing account of " +
    "that number, or creates one; refused when the number is bound to another identity of that app.",
});

export const accountContracts = {
  login,
  codeLogin,
  imageCaptcha,
  userInfo,
  logout,
  register,
  forgetPassword,
  captcha,
  verify,
  cityList,
  userPreference,
  learningOptions,
  setLearningGoal,
  writeRecord,
  trackEvent,
  ddUserToken,
  ddLoginUserInfo,
  wechatQrConnect,
  wechatAuth,
  bindingPhone,
} as const;
