import { BUSINESS_STATUS, type FeedbackData } from "@taxlearn/api";
import { relativeTime } from "@taxlearn/core";
import { Button, LoginGate, Rating, TextArea, useToast } from "@taxlearn/ui";
import { type FormEvent, useEffect, useState } from "react";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import { useRequireLogin, useSession } from "../../lib/session/session-provider";
import * as styles from "./course-detail.css";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";

/** The server's limit on the comment (feedback contract). */
const COMMENT_MAX_LENGTH = 500;

export interface CourseRatingProps {
  courseId: number;
  productType: number;
}

/**
 * spec §2 rating widget with spec §7 feedback calls: the learner's own rating (getInfo), a first rating (submit)
 * or a change to it (edit). Visitors see the stars under the login click layer.
 */
export function CourseRating({ courseId, productType }: CourseRatingProps) {
  const { view } = useSession();
  return (
    <section className={styles.section} aria-labelledby="course-rating-title">
      <h2 id="course-rating-title" className={styles.lecturesTitle}>
        {COURSE_DETAIL_TEXT.rating}
      </h2>
      {view.loggedIn ? <OwnRating courseId={courseId} productType={productType} /> : <VisitorRating />}
    </section>
  );
}

function VisitorRating() {
  const requireLogin = useRequireLogin();
  return (
    <LoginGate locked onRequireLogin={requireLogin} label={COURSE_DETAIL_TEXT.loginToRate}>
      <div className={styles.ratingForm}>
        <p className={styles.ratingHint}>{COURSE_DETAIL_TEXT.ratingHint}</p>
        <Rating value={0} onChange={() => {}} />
      </div>
    </LoginGate>
  );
}

function OwnRating({ courseId, productType }: CourseRatingProps) {
  const existing = useApiQuery((api) => api.feedbackGetInfo({ id: courseId }), [courseId]);
  return (
    <QueryView query={existing}>
      {(feedback) => <RatingForm courseId={courseId} productType={productType} existing={feedback} />}
    </QueryView>
  );
}

function RatingForm({ courseId, productType, existing }: CourseRatingProps & { existing: FeedbackData | null }) {
  const api = useApi();
  const toast = useToast();
  const [saved, setSaved] = useState(existing);
  const [stars, setStars] = useState(existing?.star ?? 0);
  const [comment, setComment] = useState(existing?.content ?? "");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (stars > 0) setError(null);
  }, [stars]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) {
      setError(COURSE_DETAIL_TEXT.ratingStarsRequired);
      return;
    }
    setSending(true);
    const input = { star: stars, productType, productId: courseId, content: comment.trim() };
    try {
      let result = saved ? await api.feedbackEdit(input) : await api.feedbackSubmit(input);
      // Rated meanwhile in another tab: the one rating per course is replaced instead.
      if (!result.success && result.status === BUSINESS_STATUS.conflict) result = await api.feedbackEdit(input);
      if (result.success) {
        toast.success(saved ? COURSE_DETAIL_TEXT.ratingUpdated : COURSE_DETAIL_TEXT.ratingSubmitted);
        setSaved(result.data);
      } else {
        toast.error(result.msg);
      }
    } catch (thrown) {
      toast.error(failureMessage(thrown));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.ratingForm} onSubmit={submit} noValidate>
      <p className={styles.ratingHint}>{COURSE_DETAIL_TEXT.ratingHint}</p>
      <Rating value={stars} onChange={setStars} />
      {error ? (
        <p className={styles.ratingError} role="alert">
          {error}
        </p>
      ) : null}
      <TextArea
        label={COURSE_DETAIL_TEXT.ratingComment}
        placeholder={COURSE_DETAIL_TEXT.ratingCommentPlaceholder}
        value={comment}
        onChange={setComment}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
      />
      <div className={styles.ratingActions}>
        <Button type="submit" tone="primary" loading={sending}>
          {saved ? COURSE_DETAIL_TEXT.ratingUpdate : COURSE_DETAIL_TEXT.ratingSubmit}
        </Button>
        {saved ? (
          <span className={styles.ratingStamp}>
            {COURSE_DETAIL_TEXT.ratingYours} · {relativeTime(saved.updatedAt, new Date())}
          </span>
        ) : null}
      </div>
    </form>
  );
}
