import { Button, FilterChips, Rating, TextArea, TextField } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { ACCOUNT_TEXT } from "../account.messages";
import { isValid } from "../account-form.rules";
import { InfoPage } from "../components/info-page";
import * as styles from "./feedback.css";
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_TYPES,
  type FeedbackErrors,
  type FeedbackType,
  validateFeedbackForm,
} from "./feedback-form.rules";
import { type SiteFeedbackOutcome, sendSiteFeedback } from "./site-feedback";

const NO_ERRORS: FeedbackErrors = { content: null, contact: null };

/** /feedback 意见反馈: the kind of feedback, a rating of the site, what happened and an optional number to call back. */
export default function FeedbackScreen() {
  const api = useApi();
  const [type, setType] = useState<FeedbackType>(FEEDBACK_TYPES[0].value);
  const [star, setStar] = useState(0);
  const [content, setContent] = useState("");
  const [contact, setContact] = useState("");
  const [errors, setErrors] = useState<FeedbackErrors>(NO_ERRORS);
  const [outcome, setOutcome] = useState<SiteFeedbackOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFeedbackForm({ type, content, contact });
    setErrors(found);
    setOutcome(null);
    if (!isValid(found)) return;
    setSubmitting(true);
    try {
      const result = await sendSiteFeedback(api, { type, star, content: content.trim(), contact: contact.trim() });
      setOutcome(result);
      if (result.sent) {
        setType(FEEDBACK_TYPES[0].value);
        setStar(0);
        setContent("");
        setContact("");
      }
    } catch (error) {
      setOutcome({ sent: false, msg: failureMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <InfoPage
      title={ACCOUNT_TEXT.feedbackTitle}
      lead="您的意见是我们改进课程与服务的重要依据。无论是功能建议、内容纠错还是使用中遇到的问题，都欢迎告诉我们。"
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <FilterChips label="反馈类型" options={FEEDBACK_TYPES} value={type} onChange={setType} />
        <div className={styles.ratingRow}>
          <span className={styles.ratingLabel}>整体评价（选填）</span>
          <Rating value={star} onChange={setStar} label="平台整体评价" />
        </div>
        <TextArea
          label="反馈内容"
          placeholder="请详细描述您的建议或遇到的问题，如涉及具体课程、政策或案例，请注明名称"
          value={content}
          onChange={(value) => {
            setContent(value);
            setErrors((current) => ({ ...current, content: null }));
          }}
          error={errors.content ?? undefined}
          maxLength={FEEDBACK_CONTENT_MAX}
          rows={6}
          required
        />
        <TextField
          label="联系电话（选填）"
          placeholder="留下手机号，方便我们及时回复您"
          value={contact}
          onChange={(value) => {
            setContact(value);
            setErrors((current) => ({ ...current, contact: null }));
          }}
          error={errors.contact ?? undefined}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
        />
        {outcome ? (
          <p className={outcome.sent ? styles.thanks : styles.failure} role={outcome.sent ? "status" : "alert"}>
            {outcome.msg}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" size="large" loading={submitting}>
            提交反馈
          </Button>
        </div>
      </form>
    </InfoPage>
  );
}
