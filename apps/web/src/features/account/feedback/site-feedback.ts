import type { ApiClient } from "@taxlearn/api";
import type { FeedbackForm } from "./feedback-form.rules";

export type SiteFeedbackOutcome = { readonly sent: boolean; readonly msg: string };

/**
 * Sends feedback about the site (`siteFeedback`, POST /api/feedback/site). The outcome carries the server's msg
 * either way (感谢您的反馈, or what was wrong / the rate limit). No rating (0) and an empty number are left out:
 * the server takes 1–5 stars and a mainland mobile number. Network failures throw (the screen shows them).
 */
export async function sendSiteFeedback(
  api: ApiClient,
  form: FeedbackForm & { readonly star: number },
): Promise<SiteFeedbackOutcome> {
  const contact = form.contact.trim();
  const result = await api.siteFeedback({
    type: form.type,
    content: form.content.trim(),
    ...(form.star > 0 ? { star: form.star } : {}),
    ...(contact !== "" ? { contact } : {}),
  });
  return { sent: result.success, msg: result.msg };
}
