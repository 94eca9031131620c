import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { FlagParam, IdParam, IntParam, MobileParam, SmsCodeParam } from "../contract/params";

// The learner's own account in the centre: profile (/center/userInfo) and subscriptions (/center/subscribe).
// Every call is the token's user's; a userId in a body is ignored.

/** Display names: 2-20 characters of hanzi, letters, digits, _ - · (plain text, no markup or spaces). */
export const USERNAME_RULE = { min: 2, max: 20, pattern: /^[\p{Script=Han}A-Za-z0-9_\-·]{2,20}$/u } as const;
export const isValidUsername = (text: string): boolean => USERNAME_RULE.pattern.test(text);

/** Avatar uploads: JPEG, PNG or WebP up to 2 MB; the server re-encodes them (never serves what was uploaded). */
export const AVATAR_RULE = {
  maxBytes: 2 * 1024 * 1024,
  types: ["image/jpeg", "image/png", "image/webp"] as readonly string[],
} as const;

/** The texts of these calls that the web app shows before asking the server too. */
export const LEARNER_ACCOUNT_TEXTS = {
  badImage: "图片格式或大小不符合要求",
  usernameRule: `用户名须为${USERNAME_RULE.min}-${USERNAME_RULE.max}个字符，只能包含汉字、字母、数字、下划线、短横线或间隔号`,
} as const;

const own = { auth: "required" as const };

export const updateUsername = defineContract({
  name: "updateUsername",
  method: "POST",
  path: "/api/user/updateUsername",
  request: Schema.Struct({ username: Schema.Trim }),
  data: Schema.Struct({ username: Schema.String }),
  ...own,
  summary: "Renames the learner (2-20 characters of hanzi, letters, digits, _ - ·).",
});

export const uploadAvatar = defineContract({
  name: "uploadAvatar",
  method: "POST",
  path: "/api/user/avatar",
  // a multipart body (the client sends one when a value is a Blob); checked and re-encoded by the server
  request: Schema.Struct({
    file: Schema.optional(
      // arbitrary bytes for property tests (the contract fuzzer): the server must refuse what is not a picture
      Schema.instanceOf(Blob, {
        arbitrary: () => (fc) => fc.uint8Array({ maxLength: 256 }).map((b) => new Blob([Uint8Array.from(b)])),
      }),
    ),
  }),
  data: Schema.Struct({ avatar: Schema.String }),
  ...own,
  summary: "Sets the avatar from an uploaded JPEG/PNG/WebP (≤ 2 MB), re-encoded to a 256×256 WebP at a hashed path.",
});

export const bindPhone = defineContract({
  name: "bindPhone",
  method: "POST",
  path: "/api/user/bindPhone",
  request: Schema.Struct({ mobile: MobileParam, captcha: SmsCodeParam }),
  data: Schema.Struct({ mobile: Schema.String }),
  ...own,
  summary: "Binds or changes the learner's mobile number with an SMS code of scene bind sent to the new number.",
});

export const changePassword = defineContract({
  name: "changePassword",
  method: "POST",
  path: "/api/user/changePassword",
  request: Schema.Struct({ oldPassword: Schema.String, password: Schema.String }),
  data: Schema.Struct({ signedOut: Schema.Int }),
  ...own,
  summary: "Changes the password (the old one required); every other session of the learner is signed out.",
});

export const SubscriptionOption = Schema.Struct({
  categoryId: Schema.Int,
  name: Schema.String,
  subscribed: Schema.Boolean,
});
export type SubscriptionOption = typeof SubscriptionOption.Type;
export const SubscriptionGroup = Schema.Struct({
  /** "topic": the course topics (出口退税, 增值税 …); "policy": the policy categories. */
  key: Schema.Literal("topic", "policy"),
  name: Schema.String,
  options: Schema.Array(SubscriptionOption),
});
export type SubscriptionGroup = typeof SubscriptionGroup.Type;

export const subscriptionOptions = defineContract({
  name: "subscriptionOptions",
  method: "GET",
  path: "/api/subscribe/options",
  request: Schema.Struct({ userId: Schema.optional(IntParam) }),
  data: Schema.Array(SubscriptionGroup),
  ...own,
  summary: "The topics and policy categories one can subscribe to, with the learner's choices.",
});

export const setSubscription = defineContract({
  name: "setSubscription",
  method: "POST",
  path: "/api/subscribe/set",
  request: Schema.Struct({ userId: Schema.optional(IntParam), categoryId: IdParam, subscribed: FlagParam }),
  data: SubscriptionOption,
  ...own,
  summary: "Subscribes to (1) or leaves (0) a topic or policy category; idempotent.",
});

export const learnerAccountContracts = {
  updateUsername,
  uploadAvatar,
  bindPhone,
  changePassword,
  subscriptionOptions,
  setSubscription,
} as const;
