import { AskLoginPrompt, EmptyState, Pagination, useToast } from "@taxlearn/ui";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { QA_TEXT } from "../../components/qa/qa.messages";
import { QUESTION_LIMITS } from "../../components/qa/qa-limits";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import { useRequireLogin, useSession } from "../../lib/session/session-provider";
import * as styles from "./course-detail.css";
import { DeferredQaThreads } from "./course-qa-deferred";

// the form's fields and checks load when a learner is logged in; a visitor sees its login prompt
const CourseAskForm = lazy(() => import("./course-ask-form"));

/**
 * The course's 问答 section (anchor #course-qa): the ask form (login required) and the course's questions with
 * their answers, ten a page, newest first.
 */
export function CourseQa({ courseId }: { courseId: number }) {
  const api = useApi();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const { view } = useSession();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // one function for the threads' whole life
  const reread = useCallback(() => setVersion((n) => n + 1), []);
  const questions = useApiQuery(
    (client) => client.forumCourseQuestions({ productId: courseId, page, pageSize }),
    [courseId, page, pageSize, version, view.loggedIn],
  );

  // a link to #course-qa (the centre's course links) scrolls here once the section exists
  useEffect(() => {
    if (window.location.hash === "#course-qa") document.getElementById("course-qa")?.scrollIntoView();
  }, []);

  const ask = async ({ title, content }: { title: string; content: string }) => {
    setError(null);
    try {
      const result = await api.forumAsk({ productId: courseId, title, ...(content ? { content } : {}) });
      if (!result.success) {
        setError(result.msg);
        return false;
      }
      toast.success(result.msg);
      setPage(1);
      setVersion((n) => n + 1);
      return true;
    } catch (thrown) {
      setError(failureMessage(thrown));
      return false;
    }
  };

  return (
    <section id="course-qa" className={styles.section} aria-labelledby="course-qa-title">
      <h2 id="course-qa-title" className={styles.lecturesTitle}>
        {QA_TEXT.courseQa}
      </h2>
      <p className={styles.muted}>{QA_TEXT.courseQaHint}</p>
      {view.loggedIn ? (
        <Suspense fallback={null}>
          <CourseAskForm
            kind="question"
            limits={QUESTION_LIMITS}
            loggedIn
            onRequireLogin={() => void requireLogin()}
            onSubmit={ask}
            error={error}
          />
        </Suspense>
      ) : (
        <AskLoginPrompt kind="question" onRequireLogin={() => void requireLogin()} />
      )}
      <QueryView query={questions} errorTitle={QA_TEXT.loadFailed}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={QA_TEXT.noQuestions} />
          ) : (
            <>
              <DeferredQaThreads questions={data.list} onChanged={reread} loggedIn={view.loggedIn} />
              <Pagination
                total={data.total}
                page={data.page}
                pageSize={data.pageSize}
                onPageChange={setPage}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
