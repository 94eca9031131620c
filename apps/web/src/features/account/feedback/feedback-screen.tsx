import { Button, FilterChips, Inline, Rating, Stack, TextArea, TextField } from "@taxlearn/ui";
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
    <InfoPage title={ACCOUNT_TEXT.feedbackTitle} lead={ACCOUNT_TEXT.feedbackLead}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <FilterChips label={ACCOUNT_TEXT.feedbackType} options={FEEDBACK_TYPES} value={type} onChange={setType} />
        <Stack space="xsmall">
          <span className={styles.ratingLabel}>{ACCOUNT_TEXT.feedbackRating}</span>
          <Rating value={star} onChange={setStar} label={ACCOUNT_TEXT.feedbackRatingLabel} />
        </Stack>
        <TextArea
          label={ACCOUNT_TEXT.feedbackContent}
          placeholder={ACCOUNT_TEXT.feedbackContentPlaceholder}
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
          label={ACCOUNT_TEXT.feedbackContact}
          placeholder={ACCOUNT_TEXT.feedbackContactPlaceholder}
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
        <Inline space="medium" wrap={false}>
          <Button type="submit" size="large" loading={submitting}>
            {ACCOUNT_TEXT.feedbackSubmit}
          </Button>
        </Inline>
      </form>
    </InfoPage>
  );
}
