import { Schema } from "effect";

/** spec §3 VIP info; null fields when the user holds no membership. */
export const VipInfoData = Schema.Struct({
  vipProductId: Schema.NullOr(Schema.Int),
  vipName: Schema.NullOr(Schema.String),
  vipStartTime: Schema.NullOr(Schema.String),
  vipEndTime: Schema.NullOr(Schema.String),
  isVip: Schema.Boolean,
  orgInfoList: Schema.Array(Schema.Struct({ orgId: Schema.Int, orgName: Schema.String })),
});

/** spec §3 user info plus the VIP info. */
export const UserInfoData = Schema.Struct({
  uid: Schema.Int,
  username: Schema.String,
  avatar: Schema.String,
  mobile: Schema.NullOr(Schema.String),
  ...VipInfoData.fields,
});
export type UserInfoData = typeof UserInfoData.Type;

export const LoginData = Schema.Struct({
  token: Schema.String,
  uid: Schema.Int,
  username: Schema.String,
  expiresAt: Schema.String,
});

export const CityData = Schema.Struct({ id: Schema.Int, name: Schema.String });
export const ProvinceData = Schema.Struct({ id: Schema.Int, name: Schema.String, cities: Schema.Array(CityData) });

export const LearningOptionGroup = Schema.Struct({
  key: Schema.String,
  name: Schema.String,
  options: Schema.Array(Schema.Struct({ id: Schema.Int, label: Schema.String })),
});

export const CaptchaScene = Schema.Literal("register", "forget", "login", "bind");
