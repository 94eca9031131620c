import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IntParam } from "../contract/params";

/** The kinds of site feedback the /feedback form offers (功能建议, 内容纠错, 课程咨询, 账号问题, 其他). */
export const SITE_FEEDBACK_TYPES = ["suggestion", "content", "course", "account", "other"] as const;
export type SiteFeedbackType = (typeof SITE_FEEDBACK_TYPES)[number];

export const SITE_FEEDBACK_CONTENT_MIN = 10;
export const SITE_FEEDBACK_CONTENT_MAX = 500;

/** Characters as a reader counts them (code points, so an emoji or a rare hanzi counts once). */
const characterCount = (text: string): number => [...text].length;

/** The feedback text: 10–500 characters after trimming. */
export const SiteFeedbackContentParam = Schema.Trim.pipe(
  Schema.filter(
    (text) => {
      const length = characterCount(text);
      return length >= SITE_FEEDBACK_CONTENT_MIN && length <= SITE_FEEDBACK_CONTENT_MAX;
    },
    { message: () => `must be ${SITE_FEEDBACK_CONTENT_MIN}-${SITE_FEEDBACK_CONTENT_MAX} characters` },
  ),
);

/** An optional call-back number: empty, or a mainland mobile number. */
export const SiteFeedbackContactParam = Schema.Trim.pipe(
  Schema.filter((text) => text === "" || /^1[3-9]\d{9}$/.test(text), {
    message: () => "must be empty or a mainland mobile number",
  }),
);

export const siteFeedback = defineContract({
  name: "siteFeedback",
  method: "POST",
  path: "/api/feedback/site",
  request: Schema.Struct({
    type: Schema.Literal(...SITE_FEEDBACK_TYPES),
    star: Schema.optional(IntParam.pipe(Schema.between(1, 5))),
    content: SiteFeedbackContentParam,
    contact: Schema.optional(SiteFeedbackContactParam),
  }),
  data: Schema.Struct({ id: Schema.Int }),
  auth: "optional",
  summary:
    "Feedback about the site (not a course rating): kind, optional 1-5 star, 10-500 characters stored as plain " +
    "text, optional mobile number; the token's user when logged in; 5 per 10 minutes per client address (429).",
});

export const siteFeedbackContracts = { siteFeedback } as const;
