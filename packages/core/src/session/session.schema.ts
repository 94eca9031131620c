import { Schema } from "effect";
import { DateValue, Id, IdField, Nullish } from "../shared/fields.schema";

/** An account's id (uid), as a request carries it. */
export const UserId = IdField.pipe(Schema.brand("UserId"));
export type UserId = typeof UserId.Type;

/** spec §3 User info. */
export const UserInfo = Schema.Struct({
  uid: Id,
  username: Schema.String,
  avatar: Nullish(Schema.String),
});
export type UserInfo = typeof UserInfo.Type;

/** spec §3 VIP info; a learner without membership has the VIP fields empty. */
export const VipInfo = Schema.Struct({
  vipProductId: Nullish(Id),
  vipName: Nullish(Schema.String),
  vipStartTime: Nullish(DateValue),
  vipEndTime: Nullish(DateValue),
  orgInfoList: Nullish(Schema.Array(Schema.Struct({ orgName: Schema.String }))),
});
export type VipInfo = typeof VipInfo.Type;

/** spec §3 client-side session state (what the session store holds; also read back from local storage). */
export const SessionState = Schema.Struct({
  token: Schema.String,
  username: Schema.String,
  /** Unread message count. */
  msgNum: Schema.Number,
  isOrgLogin: Schema.Boolean,
  orgInfo: Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  /** Logged in through the cloud organisation. */
  isYunHeOrg: Schema.Boolean,
});
export type SessionState = typeof SessionState.Type;
