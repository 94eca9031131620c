import type { ApiClient } from "@taxlearn/api";
import type { FeedbackForm } from "./feedback-form.rules";

export type SiteFeedbackOutcome = { readonly sent: boolean; readonly msg: string };

export const SITE_FEEDBACK_UNAVAILABLE =
  "在线提交通道暂未开放，请通过页面右侧的“在线客服”将以上内容发送给我们，我们会在1个工作日内回复。感谢您的反馈！";

/**
 * Sends feedback about the site. packages/api has no call for it yet: its feedback calls (feedbackSubmit,
 * feedbackEdit) rate one course and need its productId. Until a site-feedback call exists nothing is sent and
 * the visitor is told how else to reach us; wiring one in only changes this function.
 */
export async function sendSiteFeedback(
  _api: ApiClient,
  _form: FeedbackForm & { readonly star: number },
): Promise<SiteFeedbackOutcome> {
  return { sent: false, msg: SITE_FEEDBACK_UNAVAILABLE };
}
