import type { ExamResultData } from "@taxlearn/api";
import { questionKindLabel } from "@taxlearn/core";
import { ExamQuestion } from "@taxlearn/ui";
import { Link } from "react-router";
import { buttonLink } from "../../../styles/button-link.css";
import * as styles from "../study-plan.css";
import { STUDY_PLAN_TEXT } from "../study-plan.messages";

const lecturePath = (courseId: number, fileId: number) => `/course/details?id=${courseId}&lecture=${fileId}`;

/** The scored paper: score, pass mark, lectures to review and every question with its 解析. */
export function ExamResult({ result }: { result: ExamResultData }) {
  return (
    <>
      <section className={styles.panel} aria-labelledby="result-title">
        <h2 className={styles.panelTitle} id="result-title">
          {STUDY_PLAN_TEXT.resultTitle}
        </h2>
        <p className={styles.score} data-testid="exam-score">
          {result.score}
          <span className={styles.muted}> {STUDY_PLAN_TEXT.score}</span>
        </p>
        <p className={styles.text}>
          {STUDY_PLAN_TEXT.resultLine(result.correct, result.total)} ·{" "}
          {result.passed ? STUDY_PLAN_TEXT.passed : STUDY_PLAN_TEXT.failed}
        </p>
        {result.reviewLectures.length > 0 ? (
          <>
            <h3 className={styles.cardTitle}>{STUDY_PLAN_TEXT.review}</h3>
            <ul className={styles.list}>
              {result.reviewLectures.map((l) => (
                <li key={l.fileId} className={styles.item}>
                  <Link className={styles.link} to={lecturePath(l.courseId, l.fileId)}>
                    {STUDY_PLAN_TEXT.reviewLecture(l.courseTitle, l.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className={styles.actions}>
          <Link className={buttonLink} to={`/studyPlan/detail/${result.planId}`}>
            {STUDY_PLAN_TEXT.backToPlan}
          </Link>
        </div>
      </section>
      {result.questions.map((q, i) => (
        <ExamQuestion
          key={q.id}
          index={i + 1}
          kindLabel={questionKindLabel(q.kind)}
          multiple={q.kind === 2}
          stem={q.stem}
          options={q.options}
          value={q.given}
          review={{
            answer: q.answer,
            correct: q.correct,
            analysis: q.analysis,
            ...(q.review
              ? {
                  extra: (
                    <Link className={styles.link} to={lecturePath(q.review.courseId, q.review.fileId)}>
                      {STUDY_PLAN_TEXT.reviewLecture(q.review.courseTitle, q.review.title)}
                    </Link>
                  ),
                }
              : {}),
          }}
        />
      ))}
    </>
  );
}
