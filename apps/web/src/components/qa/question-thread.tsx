import type { ForumAnswerData, ForumQuestionData } from "@taxlearn/api";
import { relativeTime } from "@taxlearn/core";
import { AnswerItem, AskForm, QuestionCard, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { useNavigateHandler } from "../../hooks/use-navigate-handler";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import { useRequireLogin, useSession } from "../../lib/session/session-provider";
import { QA_TEXT } from "./qa.messages";
import { ANSWER_LIMITS, courseQaHref } from "./qa-limits";
import * as styles from "./question-thread.css";

/** Asks before deleting; resolves true when confirmed. */
export function useConfirm() {
  const box = useMessageBox();
  return async (message: string) => (await box.confirm({ title: QA_TEXT.confirmTitle, message })).action === "confirm";
}

export interface QuestionThreadProps {
  question: ForumQuestionData;
  /** Something changed on the server (an answer, a deletion): the list reads again. */
  onChanged: () => void;
  /** The learner centre shows the course the question is about. */
  showCourse?: boolean;
  highlighted?: boolean;
}

/**
 * One question with its answers (the first few, then all on demand, page by page) and the answer form. The
 * learner's own question and answers can be deleted. Text is rendered as text (the kit never injects it as HTML).
 */
export function QuestionThread({ question, onChanged, showCourse = false, highlighted = false }: QuestionThreadProps) {
  const api = useApi();
  const toast = useToast();
  const confirm = useConfirm();
  const onNavigate = useNavigateHandler();
  const requireLogin = useRequireLogin();
  const { view } = useSession();
  const [all, setAll] = useState<ForumAnswerData[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = new Date();
  const answers = all ?? question.answers;

  const loadAll = async () => {
    setLoading(true);
    try {
      const loaded: ForumAnswerData[] = [];
      for (let page = 1; loaded.length < question.answerCount && page <= 10; page++) {
        const result = await api.forumQuestionDetail({ id: question.id, page, pageSize: 100 });
        if (!result.success) {
          toast.error(result.msg);
          return;
        }
        loaded.push(...result.data.answers.list);
        if (result.data.answers.list.length < 100) break;
      }
      setAll(loaded);
    } catch (thrown) {
      toast.error(failureMessage(thrown));
    } finally {
      setLoading(false);
    }
  };

  const submitAnswer = async ({ content }: { content: string }) => {
    setError(null);
    try {
      const result = await api.forumAnswer({ questionId: question.id, content });
      if (!result.success) {
        setError(result.msg);
        return false;
      }
      toast.success(result.msg);
      setAll(null);
      onChanged();
      return true;
    } catch (thrown) {
      setError(failureMessage(thrown));
      return false;
    }
  };

  const remove = async (kind: "question" | "answer", id: number) => {
    if (!(await confirm(kind === "question" ? QA_TEXT.deleteQuestionConfirm : QA_TEXT.deleteAnswerConfirm))) return;
    try {
      const result = kind === "question" ? await api.forumQuestionDelete({ id }) : await api.forumAnswerDelete({ id });
      if (!result.success) {
        toast.error(result.msg);
        return;
      }
      toast.success(result.msg);
      setAll(null);
      onChanged();
    } catch (thrown) {
      toast.error(failureMessage(thrown));
    }
  };

  return (
    <QuestionCard
      id={`question-${question.id}`}
      title={question.title}
      content={question.content}
      authorName={question.author.name}
      time={relativeTime(question.createdAt, now)}
      answerCount={question.answerCount}
      highlighted={highlighted}
      onNavigate={onNavigate}
      {...(showCourse ? { course: { title: question.courseTitle, href: courseQaHref(question.productId) } } : {})}
      {...(question.mine ? { onDelete: () => void remove("question", question.id) } : {})}
    >
      {answers.map((answer) => (
        <AnswerItem
          key={answer.id}
          authorName={answer.author.name}
          authorAvatar={answer.author.avatar}
          lecturer={answer.author.lecturer}
          lecturerTitle={answer.author.lecturerTitle}
          content={answer.content}
          time={relativeTime(answer.createdAt, now)}
          {...(answer.mine ? { onDelete: () => void remove("answer", answer.id) } : {})}
        />
      ))}
      {question.answerCount > answers.length ? (
        <button type="button" className={styles.more} onClick={() => void loadAll()} disabled={loading}>
          {loading ? QA_TEXT.loadingAnswers : QA_TEXT.moreAnswers(question.answerCount)}
        </button>
      ) : null}
      <div className={styles.answerForm}>
        <AskForm
          kind="answer"
          limits={ANSWER_LIMITS}
          loggedIn={view.loggedIn}
          onRequireLogin={() => void requireLogin()}
          onSubmit={submitAnswer}
          error={error}
        />
      </div>
    </QuestionCard>
  );
}
