import type { ForumPostData } from "@taxlearn/api";
import { relativeTime } from "@taxlearn/core";
import { EmptyState, Pagination, QuestionCard } from "@taxlearn/ui";
import { useState } from "react";
import { courseQaHref } from "../../components/qa/qa-limits";
import { QuestionThread } from "../../components/qa/question-thread";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { useNavigateHandler } from "../../hooks/use-navigate-handler";
import type { ParamChanges } from "../../lib/list-params";
import * as styles from "./qa.css";
import { MY_QA_TEXT } from "./qa.messages";

/** One of the learner's questions; its answers open below on demand (read from the question's detail). */
function OwnQuestion({ post, onChanged }: { post: ForumPostData; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const onNavigate = useNavigateHandler();
  if (open) {
    return (
      <div className={styles.section}>
        <QuestionDetail id={post.questionId} onChanged={onChanged} />
        <button type="button" className={styles.toggle} onClick={() => setOpen(false)}>
          {MY_QA_TEXT.hideAnswers}
        </button>
      </div>
    );
  }
  return (
    <QuestionCard
      title={post.title}
      content={post.content}
      authorName={MY_QA_TEXT.me}
      time={relativeTime(post.createdAt, new Date())}
      answerCount={post.answerCount}
      onNavigate={onNavigate}
      {...(post.courseTitle && post.productId
        ? { course: { title: post.courseTitle, href: courseQaHref(post.productId) } }
        : {})}
    >
      {post.lecturerAnswered ? <span className={styles.tag}>{MY_QA_TEXT.lecturerAnswered}</span> : null}
      <button type="button" className={styles.toggle} onClick={() => setOpen(true)}>
        {MY_QA_TEXT.showAnswers}
      </button>
    </QuestionCard>
  );
}

/** A question with its answers, as the course shows it (the learner may answer and delete there too). */
export function QuestionDetail({
  id,
  onChanged,
  highlighted = false,
}: {
  id: number;
  onChanged: () => void;
  highlighted?: boolean;
}) {
  const [version, setVersion] = useState(0);
  const detail = useApiQuery((api) => api.forumQuestionDetail({ id, page: 1, pageSize: 10 }), [id, version]);
  const changed = () => {
    setVersion((n) => n + 1);
    onChanged();
  };
  if (detail.status === "error" && detail.code === 404) return <EmptyState title={MY_QA_TEXT.questionGone} />;
  return (
    <QueryView query={detail} errorTitle={MY_QA_TEXT.loadFailed}>
      {({ question, answers }) => (
        <QuestionThread
          question={{ ...question, answers: answers.list }}
          onChanged={changed}
          showCourse
          highlighted={highlighted}
        />
      )}
    </QueryView>
  );
}

export function MyQuestions({
  page,
  pageSize,
  update,
  version,
  onChanged,
}: {
  page: number;
  pageSize: number;
  update: (changes: ParamChanges) => void;
  version: number;
  onChanged: () => void;
}) {
  const onNavigate = useNavigateHandler();
  const list = useApiQuery((api) => api.forumQuestionList({ page, pageSize }), [page, pageSize, version]);
  return (
    <QueryView query={list} errorTitle={MY_QA_TEXT.loadFailed}>
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState
            title={MY_QA_TEXT.noQuestions}
            description={MY_QA_TEXT.noQuestionsHint}
            action={
              <a
                className={styles.toggle}
                href="/course/list"
                onClick={(event) => {
                  event.preventDefault();
                  onNavigate("/course/list");
                }}
              >
                {MY_QA_TEXT.toCourses}
              </a>
            }
          />
        ) : (
          <>
            <ul className={styles.list} aria-label={MY_QA_TEXT.myQuestions}>
              {data.list.map((post) => (
                <li key={post.id}>
                  <OwnQuestion post={post} onChanged={onChanged} />
                </li>
              ))}
            </ul>
            <Pagination
              total={data.total}
              page={data.page}
              pageSize={data.pageSize}
              onPageChange={(next) => update({ page: next })}
              onPageSizeChange={(size) => update({ pageSize: size })}
            />
          </>
        )
      }
    </QueryView>
  );
}
