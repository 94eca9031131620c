import { Schema } from "effect";
import { decodeWith } from "../shared/decode";
import { DateValue, Id, Nullish } from "../shared/fields.schema";

/** spec §3 User info. */
export const UserInfo = Schema.Struct({
  uid: Id,
  username: Schema.String,
  avatar: Nullish(Schema.String),
});
export type UserInfo = typeof UserInfo.Type;
export const decodeUserInfo = decodeWith(UserInfo);

/** spec §3 VIP info; a learner without membership has the VIP fields empty. */
export const VipInfo = Schema.Struct({
  vipProductId: Nullish(Id),
  vipName: Nullish(Schema.String),
  vipStartTime: Nullish(DateValue),
  vipEndTime: Nullish(DateValue),
  orgInfoList: Nullish(Schema.Array(Schema.Struct({ orgName: Schema.String }))),
});
export type VipInfo = typeof VipInfo.Type;
export const decodeVipInfo = decodeWith(VipInfo);
