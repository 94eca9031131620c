import type { SiteFeedbackType } from "@taxlearn/api";
import { type FieldError, validateMobile } from "../account-form.rules";

export const FEEDBACK_TYPES = [
  { value: "suggestion", label: "功能建议" },
  { value: "content", label: "内容纠错" },
  { value: "course", label: "课程咨询" },
  { value: "account", label: "账号问题" },
  { value: "other", label: "其他" },
] as const satisfies readonly { value: SiteFeedbackType; label: string }[];
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]["value"];

// the same bounds as the server's siteFeedback call (SITE_FEEDBACK_CONTENT_MIN/MAX of @taxlearn/api)
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 500;

export const FEEDBACK_TEXT = {
  contentRequired: "请填写反馈内容",
  contentTooShort: `反馈内容不少于${FEEDBACK_CONTENT_MIN}个字，请描述得具体一些`,
  contentTooLong: `反馈内容不超过${FEEDBACK_CONTENT_MAX}个字`,
} as const;

export interface FeedbackForm {
  readonly type: FeedbackType;
  readonly content: string;
  /** Optional: a mobile number to call back on. */
  readonly contact: string;
}
export type FeedbackErrors = { readonly content: FieldError; readonly contact: FieldError };

export const validateFeedbackContent = (content: string): FieldError => {
  const length = [...content.trim()].length;
  if (length === 0) return FEEDBACK_TEXT.contentRequired;
  if (length < FEEDBACK_CONTENT_MIN) return FEEDBACK_TEXT.contentTooShort;
  return length > FEEDBACK_CONTENT_MAX ? FEEDBACK_TEXT.contentTooLong : null;
};

/** The contact number may be left empty; when given it must be a mainland mobile number. */
export const validateFeedbackContact = (contact: string): FieldError =>
  contact.trim() === "" ? null : validateMobile(contact);

export const validateFeedbackForm = (form: FeedbackForm): FeedbackErrors => ({
  content: validateFeedbackContent(form.content),
  contact: validateFeedbackContact(form.contact),
});
