import type { ExamPaperData, ExamResultData } from "@taxlearn/api";
import { examSecondsLeft, formatCountdown, questionKindLabel } from "@taxlearn/core";
import { Button, ExamQuestion, PageColumn, useMessageBox } from "@taxlearn/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useServices } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../study-plan.css";
import { STUDY_PLAN_TEXT } from "../study-plan.messages";
import { clearExamAnswers, readExamAnswers, writeExamAnswers } from "./exam-answers-storage";
import { ExamResult } from "./exam-result";

function ExamPaper({ paper, onResult }: { paper: ExamPaperData; onResult: (r: ExamResultData) => void }) {
  const { api, storage } = useServices();
  const messageBox = useMessageBox();
  const [answers, setAnswers] = useState(() => readExamAnswers(storage, paper.id));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the server's clock decides: the device's offset from it is taken once
  const offset = useRef(Date.parse(paper.serverNow) - Date.now());
  const deadline = new Date(paper.deadlineAt);
  const [left, setLeft] = useState(() => examSecondsLeft(deadline, new Date(Date.now() + offset.current)));
  const submitted = useRef(false);

  const submit = useCallback(async () => {
    if (submitted.current) return;
    submitted.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await api.studyPlanSubmitExamAnswer({ paperId: paper.id, answers: JSON.stringify(answers) });
      if (result.success) {
        clearExamAnswers(storage, paper.id);
        onResult(result.data);
        return;
      }
      setError(result.msg);
      submitted.current = result.status === 409;
    } catch (e) {
      setError(failureMessage(e));
      submitted.current = false;
    } finally {
      setBusy(false);
    }
  }, [api, storage, paper.id, answers, onResult]);

  useEffect(() => {
    const timer = setInterval(() => {
      const seconds = examSecondsLeft(new Date(paper.deadlineAt), new Date(Date.now() + offset.current));
      setLeft(seconds);
      if (seconds === 0) void submit();
    }, 1000);
    return () => clearInterval(timer);
  }, [paper.deadlineAt, submit]);

  const choose = (id: number, value: string) => {
    const next = { ...answers, [String(id)]: value };
    setAnswers(next);
    writeExamAnswers(storage, paper.id, next);
  };
  const unanswered = paper.questions.filter((q) => !answers[String(q.id)]).length;
  const confirmSubmit = async () => {
    const answer = await messageBox.confirm({
      title: STUDY_PLAN_TEXT.submit,
      message: unanswered > 0 ? STUDY_PLAN_TEXT.unanswered(unanswered) : STUDY_PLAN_TEXT.confirmSubmit,
    });
    if (answer.action === "confirm") await submit();
  };

  return (
    <div className={styles.examLayout}>
      <div className={styles.list}>
        {paper.questions.map((q, i) => (
          <ExamQuestion
            key={q.id}
            id={`q-${q.id}`}
            index={i + 1}
            kindLabel={questionKindLabel(q.kind)}
            multiple={q.kind === 2}
            stem={q.stem}
            options={q.options}
            value={answers[String(q.id)] ?? ""}
            onChange={(v) => choose(q.id, v)}
          />
        ))}
      </div>
      <aside className={`${styles.panel} ${styles.examSide}`} aria-label={STUDY_PLAN_TEXT.examNav}>
        <span className={styles.muted}>{STUDY_PLAN_TEXT.examCountdown}</span>
        <span className={styles.clock} role="timer" aria-live="off">
          {formatCountdown(left)}
        </span>
        <nav className={styles.navGrid} aria-label={STUDY_PLAN_TEXT.examNav}>
          {paper.questions.map((q, i) => (
            <a
              key={q.id}
              href={`#q-${q.id}`}
              className={answers[String(q.id)] ? `${styles.navItem} ${styles.navDone}` : styles.navItem}
            >
              {i + 1}
            </a>
          ))}
        </nav>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <Button disabled={busy} onClick={confirmSubmit}>
          {busy ? STUDY_PLAN_TEXT.submitting : STUDY_PLAN_TEXT.submit}
        </Button>
      </aside>
    </div>
  );
}

function StoredResult({ paperId }: { paperId: number }) {
  const query = useApiQuery((api) => api.studyPlanExamResult({ paperId }), [paperId]);
  return <QueryView query={query}>{(result) => <ExamResult result={result} />}</QueryView>;
}

/** /studyPlan/exam/:id (login required): a stage exam with its clock, then its result (also after a reload). */
export default function ExamScreen() {
  const id = Number(useParams().id);
  const [result, setResult] = useState<ExamResultData | null>(null);
  const paper = useApiQuery((api) => api.studyPlanExamPaper({ paperId: id }), [id]);
  return (
    <PageColumn className={styles.page}>
      {/* the paper's own title is the heading; a paper that cannot be shown still has the page's */}
      {paper.status === "error" ? <PageHeading title={STUDY_PLAN_TEXT.examPageTitle} /> : null}
      <QueryView query={paper}>
        {(data) => (
          <>
            <PageHeading
              title={data.title}
              subtitle={STUDY_PLAN_TEXT.examSize(data.questions.length, data.timeLimitMinutes)}
            />
            {result ? (
              <ExamResult result={result} />
            ) : data.submitted ? (
              <StoredResult paperId={data.id} />
            ) : (
              <ExamPaper paper={data} onResult={setResult} />
            )}
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}
