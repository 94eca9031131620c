import { UserInfo, VipInfo } from "@taxlearn/core";
import { Schema } from "effect";

/**
 * spec §3 user info and VIP info (core's UserInfo + VipInfo; VIP fields null without a membership), plus the
 * mobile number, whether the membership is active now, and the organisation ids.
 */
export const UserInfoData = Schema.Struct({
  ...UserInfo.fields,
  ...VipInfo.fields,
  mobile: Schema.NullOr(Schema.String),
  isVip: Schema.Boolean,
  orgInfoList: Schema.Array(Schema.Struct({ orgId: Schema.Int, orgName: Schema.String })),
});
export type UserInfoData = typeof UserInfoData.Type;

export const LoginData = Schema.Struct({
  token: Schema.String,
  uid: Schema.Int,
  username: Schema.String,
  expiresAt: Schema.String,
});
export type LoginData = typeof LoginData.Type;

export const CityData = Schema.Struct({ id: Schema.Int, name: Schema.String });
export type CityData = typeof CityData.Type;
export const ProvinceData = Schema.Struct({ id: Schema.Int, name: Schema.String, cities: Schema.Array(CityData) });
export type ProvinceData = typeof ProvinceData.Type;

export const LearningOptionGroup = Schema.Struct({
  key: Schema.String,
  name: Schema.String,
  options: Schema.Array(Schema.Struct({ id: Schema.Int, label: Schema.String })),
});
export type LearningOptionGroup = typeof LearningOptionGroup.Type;

export const CaptchaScene = Schema.Literal("register", "forget", "login", "bind");
export type CaptchaScene = typeof CaptchaScene.Type;

/** A started social-app QR login: the URL the QR code shows (and the same-device link opens). */
export const WechatQrConnectData = Schema.Struct({
  authorizeUrl: Schema.String,
  expiresInSeconds: Schema.Int,
  /** The sandbox provider on this server answers (outside production only). */
  sandbox: Schema.Boolean,
});
export type WechatQrConnectData = typeof WechatQrConnectData.Type;

/** Single sign-on step 1: the access token the client keeps under `accesstoken` for step 2. */
export const SsoAccessTokenData = Schema.Struct({ accessToken: Schema.String, expiresInSeconds: Schema.Int });
export type SsoAccessTokenData = typeof SsoAccessTokenData.Type;

/** Single sign-on step 2: a login inside the organisation that owns the workplace app. */
export const SsoLoginData = Schema.Struct({
  ...LoginData.fields,
  orgId: Schema.Int,
  orgName: Schema.String,
  /** The organisation's platform code (kept as the client's org symbol, spec §3). */
  orgPlatform: Schema.String,
});
export type SsoLoginData = typeof SsoLoginData.Type;
